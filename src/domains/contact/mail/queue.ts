import 'server-only';
import { listAdminEmails } from '@/domains/accounts/users/queries';
import { AREA_ROLES } from '@/domains/admin/permissions';
import { readSettingsForms } from '@/domains/store-settings/queries';
import { env } from '@/lib/env';
import { defineJob, enqueue } from '@/lib/jobs';
import { queueMail } from '@/lib/mail';
import { readContactRequest } from '../queries';

type ContactMailPayload = { id: number };

/**
 * Tells the store about a shopper's message, from the job queue: to the store's contact e-mail when the settings
 * name one, otherwise to the staff who answer them (the owners, the managers and the support staff: the roles that
 * may open contact requests, permissions.ts). One mail per recipient, each delivered (and retried) on its own;
 * replying answers the shopper.
 */
export const contactMailJob = defineJob<ContactMailPayload>('contact-mail', async ({ id }) => {
  const request = await readContactRequest(id);
  if (!request) return; // deleted since: nothing to tell
  const settings = await readSettingsForms();
  const recipients = settings.contact.email
    ? [settings.contact.email]
    : await listAdminEmails(AREA_ROLES.contactus);
  if (!recipients.length) return;
  const locale = settings.general.defaultLocale;
  const link = `${env.APP_URL}/${locale}/admin/contactus?q=${encodeURIComponent(request.email)}`;
  const { renderContactMail } = await import('./render');
  const message = await renderContactMail(
    request,
    locale,
    { name: settings.branding.storeName[locale], color: settings.branding.primaryColor },
    link,
    settings.general.timeZone,
  );
  for (const to of recipients) await queueMail({ to, replyTo: request.email, ...message });
});

/** Queues the owner's mail about a new contact request. */
export async function queueContactMail(id: number): Promise<void> {
  await enqueue(contactMailJob, { id });
}
