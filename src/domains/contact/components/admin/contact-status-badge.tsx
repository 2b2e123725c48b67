import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ContactStatus } from '../../schemas';

/**
 * A request's status; the text says it, the colour only helps. Always whole: Mantine's badge clips its label with
 * an ellipsis, and a narrow column on a phone cut "Handled" to "HANDL…" (issue 38); the label keeps its width, so
 * the column makes room for it instead.
 */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const t = useTranslations('adminContact.status');
  return (
    <Badge
      color={status === 'new' ? 'blue' : 'green'}
      variant="light"
      data-status={status}
      style={{ overflow: 'visible', flexShrink: 0, maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(status)}
    </Badge>
  );
}
