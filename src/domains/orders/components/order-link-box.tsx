'use client';

import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

/** The order's link in full, to copy or bookmark: a guest's only way back to their order besides the e-mail. */
export function OrderLinkBox({ url }: { url: string }) {
  const t = useTranslations('myOrders.confirmed');
  return (
    <TextInput
      label={t('link')}
      value={url}
      readOnly
      dir="ltr"
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'green' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('copied') : t('copy')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
