'use client';

import { InputBase, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import controls from '@/components/controls.module.css';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { ACCOUNT_MESSAGE_VALUES } from '@/domains/accounts/limits';
import { clearCart, readCart, useCart } from '@/domains/cart/cart-store';
import { CartReminderOptIn } from '@/domains/cart-reminders/components/cart-reminder-opt-in';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { PaymentOptions } from '@/domains/store-settings/payment-options';
import type { DeliveryArea } from '@/domains/store-settings/schemas';
import { Link, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { placeOrderAction } from '../actions';
import { PHONE_DIGITS } from '../limits';
import type { LineProblem } from '../queries';
import type { PaymentMethod } from '../schemas';
import type { CheckoutDefaults, ShippingFields } from '../shopper-queries';
import { EmptyCart, ProblemBadge, QuoteTotals, Skeleton, SummaryCard, useChosenArea } from './cart-summary';
import checkout from './checkout-form.module.css';
import { routeCheckoutRefusal } from './checkout-refusal';
import { checkoutKey, forgetCheckoutKey, rememberDiscountCode } from './checkout-session';
import { DeliveryAreaSelect } from './delivery-area-select';
import { DiscountCodeBox, useDiscountCode } from './discount-code-box';
import { LineThumb } from './line-thumb';
import { isolate } from './money';
import { LineRow } from './order-lines';
import classes from './orders.module.css';
import { PaymentMethodPicker } from './payment-method-picker';
import { overUnits, quotedLine, useCartQuote } from './use-cart-quote';
import { useQuoteRefresh } from './use-quote-refresh';
import { VariantText } from './variant-text';

type Values = {
  shipping: ShippingFields;
  deliveryAreaId: string | null;
  paymentMethod: PaymentMethod | null;
};

/** The form's own check: the shared shipping schema, plus the area (required) and how to pay; loaded apart. */
const checkoutRules = lazySchema(async () => {
  const [{ z }, { shippingInput, PAYMENT_METHODS }] = await Promise.all([
    import('zod'),
    import('../schemas'),
  ]);
  return z.object({
    shipping: shippingInput,
    deliveryAreaId: z.string('orders.deliveryAreaRequired').min(1, 'orders.deliveryAreaRequired'),
    paymentMethod: z.enum(PAYMENT_METHODS, 'orders.paymentUnavailable'),
  });
});

/** The ICU values the shipping rules' messages print (the name's minimum length). */
const MESSAGES = { values: { ...ACCOUNT_MESSAGE_VALUES, digits: PHONE_DIGITS } };

type Props = {
  areas: DeliveryArea[];
  currency: string;
  defaults: CheckoutDefaults;
  signedIn: boolean;
  /** The methods the owner offers and the cash-on-delivery terms, read fresh with the page. */
  payment: { offered: PaymentMethod[]; terms: Pick<PaymentOptions, 'codFee' | 'codMaxTotal'> };
};

/**
 * The checkout (spec: shipping information): the form, the order summary priced by the server for the chosen
 * area, and the payment method. One idempotency key per attempt, kept until the order is placed, so a double
 * click or a retry makes one order.
 */
export function CheckoutForm({ areas, currency, defaults, signedIn, payment }: Props) {
  const t = useTranslations('checkout');
  const tCart = useTranslations('cartPage');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const mounted = useMounted();
  const lines = useCart();
  const displayMoney = useDisplayMoney();
  const formRef = useRef<HTMLFormElement>(null);
  const [opening, setOpening] = useState<'order' | 'payment' | null>(null);
  const [refused, setRefused] = useState<Map<number, LineProblem>>(new Map());

  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      shipping: defaults.shipping,
      deliveryAreaId: defaults.deliveryAreaId ? String(defaults.deliveryAreaId) : null,
      paymentMethod: payment.offered[0] ?? null,
    },
    validate: checkoutRules.validate,
    validateInputOnBlur: true,
  });

  // Mirrored out of the (uncontrolled) form for a guest's "Remind me about my cart".
  const [typedEmail, setTypedEmail] = useState(defaults.shipping.email ?? '');
  form.watch('shipping.email', ({ value }) => setTypedEmail(String(value ?? '')));

  // The area chosen in the cart wins over the last order's (once, when the page opens).
  const { setFieldValue } = form;
  const restoreArea = useCallback(
    (id: number) => setFieldValue('deliveryAreaId', String(id)),
    [setFieldValue],
  );
  const { areaId, choose } = useChosenArea(areas, defaults.deliveryAreaId, restoreArea);

  // Mirrored out of the (uncontrolled) form: the quote prices the chosen method's fee.
  const [method, setMethod] = useState<PaymentMethod | null>(payment.offered[0] ?? null);
  const discount = useDiscountCode();
  const cartQuote = useCartQuote(lines, areaId, mounted && opening === null, method, discount.code);
  const { quote, retry } = cartQuote;
  const notice = useQuoteRefresh(quote);

  const chooseArea = (value: string | null) => {
    choose(value);
    form.setFieldValue('deliveryAreaId', value);
  };

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: checkoutRules,
    messages: MESSAGES,
    submit: async (values) => {
      setRefused(new Map());
      const sentLines = readCart().map(({ variantId, quantity }) => ({ variantId, quantity }));
      const sent = await placeOrderAction({
        idempotencyKey: checkoutKey(),
        locale,
        lines: sentLines,
        deliveryAreaId: Number(values.deliveryAreaId),
        // The form's schema refused a submission without one.
        paymentMethod: values.paymentMethod as PaymentMethod,
        discountCode: discount.code ?? undefined,
        shipping: values.shipping,
      });
      // This key already made another visitor's order, or a card order Stripe could not take: the next try is a new one.
      if (!sent.ok && (sent.error === 'orders.notCompleted' || sent.error === 'orders.cardUnavailable'))
        forgetCheckoutKey();
      const { result, marks } = routeCheckoutRefusal(
        sent,
        sentLines.map((line) => line.variantId),
      );
      // The code was refused at the last moment (used up meanwhile): the box shows why, and what the order costs now.
      if (!sent.ok && sent.fieldErrors?.discountCode) retry();
      if (marks.size) {
        setRefused(marks);
        // Ask again: the summary shows what the stock is now.
        retry();
      }
      return result;
    },
    onSuccess: ({ number, key, paymentUrl }) => {
      // The confirmed page (or Stripe's, for a card) opens next; until then this says so, not "your cart is empty".
      flushSync(() => setOpening(paymentUrl ? 'payment' : 'order'));
      forgetCheckoutKey();
      rememberDiscountCode(null);
      clearCart();
      if (paymentUrl) window.location.assign(paymentUrl);
      else router.replace({ pathname: `/orders/${number}/confirmed`, query: { key } });
    },
  });

  // A refusal from the server is shown above the form: bring it into view (on a phone the button is far below).
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [banner]);

  const send = async (event?: FormEvent<HTMLFormElement>) => {
    await onSubmit(event);
    // A field the form's own check refused: take the shopper to it (on a phone it may be far above the button).
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  if (opening) {
    return (
      <p className={checkout.opening} role="status">
        <span className={checkout.spinner} aria-hidden />
        {t(opening === 'payment' ? 'openingPayment' : 'opening')}
      </p>
    );
  }
  if (!mounted) {
    return (
      <div className={classes.stack} aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </div>
    );
  }
  if (!lines.length) return <EmptyCart />;

  const field = (name: keyof ShippingFields) => inputProps(`shipping.${name}`);
  const keyOf = (name: keyof ShippingFields) => form.key(`shipping.${name}`);
  const shownCurrency = quote?.currency ?? currency;
  // The cart keeps to the limit; a cart changed in another tab is told here before the order refuses it.
  const tooMany = overUnits(quote, lines);

  return (
    <form ref={formRef} onSubmit={send} noValidate>
      <div className={classes.checkoutColumns}>
        <div>
          <div className={classes.stack} data-gap="md">
            {!signedIn && (
              <p className={classes.dimmed}>
                {t.rich('guest', {
                  login: (chunks) => (
                    <Link
                      href={{ pathname: '/login', query: { next: '/checkout' } }}
                      className={`${controls.anchor} mantine-focus-auto`}
                      style={{ textDecoration: 'underline' }}
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            )}
            {banner && (
              <div ref={bannerRef}>
                <FormBanner message={banner} />
              </div>
            )}
            {notice}
            <h2 className={checkout.formTitle}>{t('shipping')}</h2>
            <TextInput
              label={t('fullName')}
              autoComplete="name"
              withAsterisk
              key={keyOf('fullName')}
              {...field('fullName')}
            />
            <TextInput
              label={t('streetAddress')}
              autoComplete="street-address"
              withAsterisk
              key={keyOf('streetAddress')}
              {...field('streetAddress')}
            />
            <div className={classes.fieldPair}>
              <TextInput
                label={t('city')}
                autoComplete="address-level2"
                withAsterisk
                key={keyOf('city')}
                {...field('city')}
              />

              <TextInput
                label={t('zipCode')}
                autoComplete="postal-code"
                withAsterisk
                dir="ltr"
                key={keyOf('zipCode')}
                {...field('zipCode')}
              />
            </div>
            <TextInput
              label={t('email')}
              description={t('emailHint')}
              type="email"
              autoComplete="email"
              withAsterisk
              dir="ltr"
              key={keyOf('email')}
              {...field('email')}
            />
            {!signedIn && <CartReminderOptIn email={typedEmail} lines={lines} />}
            <div className={classes.fieldPair}>
              <TextInput
                label={t('phone')}
                description={t('phoneHint', { digits: PHONE_DIGITS })}
                // Under the field, so the two phone fields line up side by side.
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                withAsterisk
                dir="ltr"
                key={keyOf('phone')}
                {...field('phone')}
              />

              <TextInput
                label={t('confirmPhone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                withAsterisk
                dir="ltr"
                key={keyOf('confirmPhone')}
                {...field('confirmPhone')}
              />
            </div>
            <TextInput
              label={t('whatsapp')}
              description={t('whatsappHint')}
              type="tel"
              inputMode="tel"
              dir="ltr"
              key={keyOf('whatsapp')}
              {...field('whatsapp')}
            />
            <DeliveryAreaSelect
              name="deliveryAreaId"
              areas={areas}
              currency={shownCurrency}
              value={areaId ? String(areaId) : null}
              onChange={chooseArea}
              error={inputProps('deliveryAreaId').error}
            />
            {/* A plain textarea through Mantine's InputBase (Textarea's autosize library is 2 KB of the first load):
                the browser sizes it to its text where it can (orders.module.css). */}
            <InputBase
              component="textarea"
              label={t('notes')}
              description={t('notesHint')}
              rows={2}
              classNames={{ input: checkout.notes }}
              key={keyOf('notes')}
              {...field('notes')}
            />
          </div>
        </div>

        <div>
          <SummaryCard
            title={t('yourOrder')}
            aside={
              <Link href="/cart" className={`${controls.anchor} mantine-focus-auto`}>
                {t('editCart')}
              </Link>
            }
          >
            <ul className={`${classes.stack} ${classes.lines}`}>
              {lines.map((line) => {
                const q = quotedLine(quote, line.variantId);
                const problem = refused.get(line.variantId) ?? q?.problem ?? null;
                const name = q?.name || line.name;
                return (
                  <LineRow
                    key={line.variantId}
                    testId="checkout-line"
                    thumb={<LineThumb image={q?.image ?? line.image} size={56} />}
                    end={
                      q &&
                      !problem && (
                        <p className={`${classes.text} ${classes.strong}`}>
                          {isolate(displayMoney(q.unitPrice * line.quantity, shownCurrency))}
                        </p>
                      )
                    }
                  >
                    <p className={`${classes.text} ${classes.strong} ${classes.lineName}`}>{name}</p>
                    <VariantText color={q ? q.color : line.color} size={q ? q.size : line.size} />
                    <p className={classes.dimmed} data-size="xs">
                      {t('quantity', { count: line.quantity })}
                    </p>
                    {problem && <ProblemBadge problem={problem} />}
                  </LineRow>
                );
              })}
            </ul>
            <DiscountCodeBox quote={quote} code={discount.code} onApply={discount.apply} />
            <QuoteTotals {...cartQuote} />
            {tooMany && (
              <div className={classes.alert} role="alert">
                <p className={classes.text}>{tCart('unitsLimit', { max: quote?.limits.orderUnits ?? 0 })}</p>
              </div>
            )}
            <PaymentMethodPicker
              offered={payment.offered}
              terms={payment.terms}
              quoted={quote?.payment ?? null}
              total={quote?.totals.total ?? null}
              currency={shownCurrency}
              value={method}
              onChange={(chosen) => {
                setMethod(chosen);
                form.setFieldValue('paymentMethod', chosen);
              }}
              error={inputProps('paymentMethod').error}
            />
            <button
              type="submit"
              className={`${controls.button} mantine-focus-auto`}
              data-size="md"
              style={{ width: '100%' }}
              aria-busy={pending || undefined}
              // No method takes this order (cash only, above its maximum): the picker says why, before any press.
              disabled={pending || !(quote?.payment.usable ?? payment.offered).length}
            >
              {pending && <span className={checkout.spinner} aria-hidden />}
              {t(method === 'card' ? 'placeCard' : 'place')}
            </button>
          </SummaryCard>
        </div>
      </div>
    </form>
  );
}
