import 'server-only';
import type { Database } from '@/db/client';
import { storePages } from '@/db/schema/content';
import { sanitizeRichText } from '@/lib/rich-text';
import type { PageKey } from './schemas';

// The demo shop's About us, Privacy policy and Terms, short and plausible, in both languages: a new owner sees
// what each page is for and edits it rather than starting from nothing.

export const DEMO_PAGES: Record<PageKey, { en: string; ar: string }> = {
  about: {
    en:
      '<h2>Scarves made to be kept</h2>' +
      '<p>Wishah began in a small studio with one idea: a scarf should feel as good in ten years as on the day ' +
      'you unwrap it. We work with family-run mills for silk, fine wool and cotton, and every piece is finished ' +
      'and checked by hand before it is folded into its box.</p>' +
      '<h3>What we promise</h3>' +
      '<ul><li>Natural fibres, dyed in small batches.</li>' +
      '<li>Hand-rolled edges on every silk scarf.</li>' +
      '<li>Careful, gift-ready packaging with each order.</li></ul>' +
      '<p>Thank you for choosing a scarf that was made slowly.</p>',
    ar:
      '<h2>أوشحة تُصنع لتبقى</h2>' +
      '<p>بدأ وشاح في مشغل صغير بفكرة واحدة: أن يبقى الوشاح جميلًا بعد عشر سنوات كما كان يوم فتح علبته. نعمل مع ' +
      'مصانع عائلية للحرير والصوف الناعم والقطن، وتُشطَّب كل قطعة وتُفحص يدويًا قبل أن تُطوى في علبتها.</p>' +
      '<h3>وعدنا لك</h3>' +
      '<ul><li>أليافٌ طبيعية تُصبغ على دفعات صغيرة.</li>' +
      '<li>حوافّ ملفوفة يدويًا في كل وشاح حريري.</li>' +
      '<li>تغليف أنيق جاهز للإهداء مع كل طلب.</li></ul>' +
      '<p>شكرًا لاختيارك وشاحًا صُنع بتأنٍّ.</p>',
  },
  privacy: {
    en:
      '<h2>Your privacy</h2>' +
      '<p>We collect only what we need to take and deliver your order: your name, e-mail address, phone ' +
      'number and delivery address. If you create an account, we also keep your order history and wishlist.</p>' +
      '<h3>How we use it</h3>' +
      '<ul><li>To process, deliver and tell you about your orders.</li>' +
      '<li>To answer your messages to our support team.</li>' +
      '<li>To keep your account secure.</li></ul>' +
      '<p>We never sell your data. We share it only with the couriers and payment providers who complete your ' +
      'order, and only what they need. Card payments are handled by our payment provider; we never see or ' +
      'store your card number.</p>' +
      '<h3>Your choices</h3>' +
      '<p>You can update your details from your profile at any time, or write to us to have your account and ' +
      'data deleted.</p>',
    ar:
      '<h2>خصوصيتك</h2>' +
      '<p>نجمع فقط ما نحتاجه لاستلام طلبك وتوصيله: اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان التوصيل. وإذا أنشأت ' +
      'حسابًا نحتفظ أيضًا بسجل طلباتك وقائمة أمنياتك.</p>' +
      '<h3>كيف نستخدم بياناتك</h3>' +
      '<ul><li>لتجهيز طلباتك وتوصيلها وإبلاغك بحالتها.</li>' +
      '<li>للرد على رسائلك إلى فريق الدعم.</li>' +
      '<li>للحفاظ على أمان حسابك.</li></ul>' +
      '<p>لا نبيع بياناتك أبدًا. نشاركها فقط مع شركات الشحن ومزوّدي الدفع الذين يُتمّون طلبك، وبقدر ما يحتاجون. ' +
      'تتم المدفوعات بالبطاقة عبر مزوّد الدفع، ولا نرى رقم بطاقتك ولا نحفظه.</p>' +
      '<h3>خياراتك</h3>' +
      '<p>يمكنك تعديل بياناتك من ملفك الشخصي في أي وقت، أو مراسلتنا لحذف حسابك وبياناتك.</p>',
  },
  terms: {
    en:
      '<p>By placing an order with Wishah you agree to these terms.</p>' +
      '<h2>Orders and prices</h2>' +
      '<p>Prices are shown in the store’s currency and include tax unless stated otherwise. An order is ' +
      'accepted once we confirm it; we may cancel an order if an item is out of stock, and any payment is then ' +
      'refunded in full.</p>' +
      '<h2>Delivery</h2>' +
      '<p>Delivery times and charges depend on your delivery area and are shown before you pay.</p>' +
      '<h2>Returns</h2>' +
      '<p>Unworn scarves in their original packaging may be returned within 14 days of delivery. For hygiene ' +
      'reasons, items that have been worn or washed cannot be returned.</p>' +
      '<h2>Contact</h2>' +
      '<p>Questions about an order? Reach us through the contact page and we will reply within one working ' +
      'day.</p>',
    ar:
      '<p>بإتمامكِ طلبًا من وشاح فإنكِ توافقين على هذه الشروط.</p>' +
      '<h2>الطلبات والأسعار</h2>' +
      '<p>تُعرض الأسعار بعملة المتجر وتشمل الضريبة ما لم يُذكر غير ذلك. يُقبل الطلب عند تأكيدنا له، وقد نلغي ' +
      'الطلب إذا نفد أحد المنتجات، وحينها نعيد المبلغ المدفوع كاملًا.</p>' +
      '<h2>التوصيل</h2>' +
      '<p>تعتمد مدة التوصيل ورسومه على منطقة التوصيل، وتظهر لك قبل الدفع.</p>' +
      '<h2>الإرجاع</h2>' +
      '<p>يمكن إرجاع الأوشحة غير المستعملة في تغليفها الأصلي خلال ١٤ يومًا من التوصيل. ولأسباب صحية لا يمكن ' +
      'إرجاع القطع التي لُبست أو غُسلت.</p>' +
      '<h2>التواصل</h2>' +
      '<p>لديكِ سؤال عن طلب؟ راسلينا عبر صفحة التواصل وسنرد خلال يوم عمل واحد.</p>',
  },
};

/** Writes the demo text of each page the store does not have yet; a page the owner saved is never touched. */
export async function seedDemoPages(db: Database): Promise<void> {
  await db
    .insert(storePages)
    .values(
      Object.entries(DEMO_PAGES).map(([key, body]) => ({
        key,
        bodyEn: sanitizeRichText(body.en),
        bodyAr: sanitizeRichText(body.ar),
      })),
    )
    .onConflictDoNothing();
}
