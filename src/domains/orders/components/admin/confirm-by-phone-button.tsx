'use client';

import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPhoneCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { confirmCodByPhoneAction } from '../../actions';

/** The owner spoke to the shopper: "Confirm by phone", asked once more, then the order goes on to be prepared. */
export function ConfirmByPhoneButton({ number, numberLabel }: { number: number; numberLabel: string }) {
  const t = useTranslations('codConfirmation.admin');
  const tc = useTranslations('common');
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await confirmCodByPhoneAction({ number }).catch(() => null);
      notifications.show(
        result?.ok
          ? { color: 'green', message: t('done', { number: numberLabel }) }
          : { color: 'red', message: message(result?.error, result?.values) },
      );
      router.refresh();
    });
  return (
    <Button
      variant="light"
      loading={pending}
      leftSection={<IconPhoneCheck size={16} aria-hidden />}
      onClick={() =>
        modals.openConfirmModal({
          title: t('confirmTitle', { number: numberLabel }),
          children: <Text size="sm">{t('confirmBody')}</Text>,
          labels: { confirm: t('confirmByPhone'), cancel: t('keep') },
          closeButtonProps: { 'aria-label': tc('close') },
          onConfirm: confirm,
        })
      }
    >
      {t('confirmByPhone')}
    </Button>
  );
}
