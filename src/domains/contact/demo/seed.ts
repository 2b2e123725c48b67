import 'server-only';
import type { Database } from '@/db/client';
import { contactRequests } from '@/db/schema/contact';
import { hasContactRequests } from '../queries';

const HOUR = 60 * 60 * 1000;

/** Messages a store gets, in both languages, some already answered; `hoursAgo` dates them back. */
const DEMO_REQUESTS = [
  {
    name: 'Noura Al-Qahtani',
    email: 'noura.q@example.com',
    locale: 'ar',
    comments: 'هل يتوفر الوشاح الحريري الكحلي بمقاس أكبر؟ أرغب في شرائه هدية لوالدتي قبل العيد.',
    hoursAgo: 3,
    handled: false,
  },
  {
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.com',
    locale: 'en',
    comments:
      'Hello! I ordered two chiffon scarves last week. Could you tell me whether you ship to Bahrain, and how long delivery usually takes?',
    hoursAgo: 20,
    handled: false,
  },
  {
    name: 'ريم العتيبي',
    email: 'reem.otaibi@example.com',
    locale: 'ar',
    comments: 'شكرًا على سرعة التوصيل! هل يمكن إضافة خيار تغليف الهدايا في الطلبات القادمة؟',
    hoursAgo: 50,
    handled: true,
  },
  {
    name: 'Omar Farouk',
    email: 'omar.farouk@example.com',
    locale: 'en',
    comments:
      'Do you offer wholesale prices for orders of more than 50 scarves? We run a boutique in Riyadh.',
    hoursAgo: 120,
    handled: true,
  },
] as const;

/** A few contact requests so the owner's contact page is not empty on a demo store. Only into an empty table. */
export async function seedDemoContactRequests(db: Database): Promise<boolean> {
  if (await hasContactRequests(db)) return false;
  const now = Date.now();
  await db.insert(contactRequests).values(
    DEMO_REQUESTS.map(({ hoursAgo, handled, ...request }) => {
      const createdAt = new Date(now - hoursAgo * HOUR);
      return {
        ...request,
        demo: true,
        createdAt,
        status: handled ? ('handled' as const) : ('new' as const),
        handledAt: handled ? new Date(createdAt.getTime() + 4 * HOUR) : null,
      };
    }),
  );
  return true;
}
