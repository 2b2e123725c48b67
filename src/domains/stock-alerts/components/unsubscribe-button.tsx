'use client';

import { Alert, Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { unsubscribeStockAlertsAction } from '../actions';

/**
 * The unsubscribe link's confirmation: a link opened by a mail scanner changes nothing, a person's click does.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('stockAlertsPages.unsubscribe');
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
          const result = await unsubscribeStockAlertsAction({ token }).catch(() => null);
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
