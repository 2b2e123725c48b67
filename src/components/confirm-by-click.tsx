'use client';

import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import type { ActionResult } from '@/lib/action-result';

type Props = {
  token: string;
  /** The server action the link stands for; `found: false` (or a refused token) means the link was not valid. */
  action: (input: { token: string }) => Promise<ActionResult<{ found: boolean }>>;
  /** Translated on the server, so the page sends no messages. */
  labels: { confirm: string; done: string; invalid: string; failed: string };
};

/** A personal link's one change, made by a person's click rather than by opening the link. */
export function ConfirmByClick({ token, action, labels }: Props) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'invalid' | 'failed'>('idle');
  if (state === 'done' || state === 'invalid')
    return (
      <Alert role="status" color={state === 'done' ? 'green' : 'orange'}>
        {labels[state]}
      </Alert>
    );
  return (
    <>
      {state === 'failed' && (
        <Alert role="alert" color="red" mb="sm">
          {labels.failed}
        </Alert>
      )}
      <Button
        loading={state === 'pending'}
        onClick={async () => {
          setState('pending');
          const result = await action({ token }).catch(() => null);
          if (!result) setState('failed');
          else if (!result.ok) setState(result.fieldErrors?.token ? 'invalid' : 'failed');
          else setState(result.data.found ? 'done' : 'invalid');
        }}
      >
        {labels.confirm}
      </Button>
    </>
  );
}
