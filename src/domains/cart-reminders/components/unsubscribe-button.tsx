'use client';

import { Alert, Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { unsubscribeCartRemindersAction } from '../actions';

/** The reminder's unsubscribe link, confirmed by a click: a link opened by a mail scanner changes nothing. */
export function UnsubscribeRemindersButton({ token }: { token: string }) {
  const t = useTranslations('cartReminders.unsubscribe');
  const te = useTranslations('errors');
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'invalid' | 'failed'>('idle');
  if (state === 'done' || state === 'invalid')
    return (
      <Alert role="status" color={state === 'done' ? 'green' : 'orange'}>
        {t(state)}
      </Alert>
    );
  return (
    <>
      {state === 'failed' && (
        <Alert role="alert" color="red" mb="sm">
          {te('errorText')}
        </Alert>
      )}
      <Button
        loading={state === 'pending'}
        onClick={async () => {
          setState('pending');
          const result = await unsubscribeCartRemindersAction({ token }).catch(() => null);
          if (!result) setState('failed');
          else if (!result.ok) setState(result.fieldErrors?.token ? 'invalid' : 'failed');
          else setState(result.data.found ? 'done' : 'invalid');
        }}
      >
        {t('confirm')}
      </Button>
    </>
  );
}
