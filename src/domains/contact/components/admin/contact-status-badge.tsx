import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ContactStatus } from '../../schemas';

/** A request's status; the text says it, the colour only helps. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const t = useTranslations('adminContact.status');
  return (
    <Badge
      color={status === 'new' ? 'blue' : 'green'}
      variant="light"
      data-status={status}
      style={{ overflow: 'visible' }}
    >
      {t(status)}
    </Badge>
  );
}
