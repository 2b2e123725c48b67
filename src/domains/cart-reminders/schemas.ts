import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order-limits';

// Cart reminders: the owner's settings, a guest's opt-in at checkout, and the reminder's links. Messages are keys.

/** The longest wait the owner may set: a month. */
export const REMINDER_MAX_HOURS = 720;

/** Settings → Cart reminders. */
export const cartReminderSettingsInput = z.object({
  enabled: z.boolean('validation.invalid'),
  delayHours: z
    .number('cartReminders.errors.delay')
    .int('cartReminders.errors.delay')
    .min(1, 'cartReminders.errors.delay')
    .max(REMINDER_MAX_HOURS, 'cartReminders.errors.delay'),
});
export type CartReminderSettings = z.infer<typeof cartReminderSettingsInput>;

const email = z
  .string('validation.emailRequired')
  .trim()
  .min(1, 'validation.emailRequired')
  .pipe(z.email('validation.emailInvalid').max(254, 'validation.tooLong'));

/** A guest's "Remind me about my cart" at checkout: their address (consent) and the cart as it is. */
export const rememberCartInput = z.object({
  email,
  locale: z.enum(routing.locales, 'validation.invalid'),
  lines: z
    .array(
      z.object({
        variantId: z
          .int('validation.invalid')
          .positive('validation.invalid')
          .max(2_147_483_647, 'validation.invalid'),
        quantity: z
          .int('validation.invalid')
          .min(1, 'validation.invalid')
          .max(MAX_LINE_QUANTITY, 'validation.invalid'),
      }),
      'validation.invalid',
    )
    .min(1, 'validation.invalid')
    .max(MAX_ORDER_LINES, 'validation.invalid'),
});

/** The box unticked: no reminder for this address's cart. */
export const forgetCartInput = z.object({ email });

/** The secret of a reminder's links: 43 URL-safe base64 characters (32 random bytes). */
export const reminderTokenInput = z.object({
  token: z.string('cartReminders.errors.link').regex(/^[\w-]{43}$/, 'cartReminders.errors.link'),
});

/** Following the reminder's link: the cart comes back in the page's language. */
export const restoreCartInput = reminderTokenInput.extend({
  locale: z.enum(routing.locales, 'validation.invalid'),
});
