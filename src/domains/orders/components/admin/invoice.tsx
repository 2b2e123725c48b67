import {
  Alert,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageCode } from '@/components/page-code';
import type { Seller } from '@/domains/store-settings/seller/schemas';
import type { Locale } from '@/i18n/routing';
import { formatNumber, formatRate, minorToDecimal, pageDigits } from '@/lib/money';
import type { CreditNoteView } from '../../invoices';
import { roundingOf } from '../../pricing';
import { qrDataUrl } from '../../qr-image';
import type { OrderDetail } from '../../queries';
import { documentNumberText, taxedParts, zatcaFieldsOf, zatcaQrText } from '../../tax-invoice';
import { Money } from '../money';
import { AddressFacts, ContactFacts, Fact, FactList } from '../order-facts';
import { orderDateText } from '../order-text';
import classes from './invoice.module.css';

// The order's tax documents, printable, in the page's language and direction (docs/decisions/0020-saudi-tax-
// invoices.md): the simplified tax invoice — seller, VAT number, national address, the invoice's number and time,
// VAT per line and in total, the total with VAT, and ZATCA's phase-one QR code — and each credit note of it. The
// invoice doubles as the packing slip.

type Common = {
  order: OrderDetail;
  locale: Locale;
  /** The order's number as shown (with the store's prefix). */
  numberLabel: string;
  /** The store's name in the page's language. */
  store: string;
  /** The seller's details; null until the owner gave them all (the document says so). */
  seller: Seller | null;
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {title}
      </Text>
      <FactList>{children}</FactList>
    </Stack>
  );
}

/** The seller's facts: legal name, VAT registration number, national address. */
async function SellerFacts({ seller, locale }: { seller: Seller; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  return (
    <Block title={t('seller')}>
      <Fact label={t('seller')}>
        <bdi>{locale === 'ar' ? seller.legalNameAr : seller.legalNameEn}</bdi>
      </Fact>
      <Fact label={t('vatNumber')}>
        <PageCode value={seller.vatNumber} locale={locale} />
      </Fact>
      <Fact label={t('address')}>
        <bdi>
          {t('addressLine', {
            building: formatNumberCode(seller.buildingNumber, locale),
            street: seller.street,
            district: seller.district,
          })}
        </bdi>
        <br />
        <bdi>
          {t('cityLine', { city: seller.city, postalCode: formatNumberCode(seller.postalCode, locale) })}
        </bdi>
        {seller.additionalNumber && (
          <>
            <br />
            {t('additionalNumber', { number: formatNumberCode(seller.additionalNumber, locale) })}
          </>
        )}
      </Fact>
    </Block>
  );
}

/** A code of digits (a building number, a postal code) in the page's digits, without grouping. */
const formatNumberCode = (code: string, locale: string) => pageDigits(code, locale);

/** The document's QR code, drawn on the server, with its text for assistive technology and the tests. */
async function QrFigure({ text, alt }: { text: string; alt: string }) {
  return (
    // biome-ignore lint/performance/noImgElement: a data URL drawn on the server; next/image would only copy it.
    <img
      src={await qrDataUrl(text)}
      alt={alt}
      width={160}
      height={160}
      className={classes.qr}
      data-testid="zatca-qr"
      data-qr-text={text}
    />
  );
}

type Row = {
  key: string;
  label: ReactNode;
  quantity?: number;
  unitPrice?: number;
  taxable: number;
  vat: number;
  withVat: number;
};

/** The amounts' table: each row with its taxable amount, VAT rate, VAT and total with VAT. */
async function AmountsTable({
  rows,
  order,
  locale,
  negative = false,
}: {
  rows: Row[];
  order: OrderDetail;
  locale: Locale;
  negative?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  const money = (amount: number) => (
    <Money amount={negative ? -amount : amount} currency={order.currency} locale={locale} />
  );
  const rate = formatRate(order.taxRate, locale);
  return (
    <TableScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="xs" fz="sm">
        <TableThead>
          <TableTr>
            <TableTh>{t('item')}</TableTh>
            <TableTh ta="end">{t('quantity')}</TableTh>
            <TableTh ta="end">{t('unitPrice')}</TableTh>
            <TableTh ta="end">{t('taxable')}</TableTh>
            <TableTh ta="end">{t('vatRate')}</TableTh>
            <TableTh ta="end">{t('vat')}</TableTh>
            <TableTh ta="end">{t('withVat')}</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {rows.map((row) => (
            <TableTr key={row.key}>
              <TableTd>{row.label}</TableTd>
              <TableTd ta="end">
                {row.quantity === undefined ? '' : formatNumber(row.quantity, locale)}
              </TableTd>
              <TableTd ta="end">{row.unitPrice === undefined ? '' : money(row.unitPrice)}</TableTd>
              <TableTd ta="end">{money(row.taxable)}</TableTd>
              <TableTd ta="end">
                <bdi>{rate}</bdi>
              </TableTd>
              <TableTd ta="end">{money(row.vat)}</TableTd>
              <TableTd ta="end">{money(row.withVat)}</TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

/** Label and amount lines under the table. */
type TotalRow = {
  label: string;
  value: ReactNode;
  strong?: boolean;
  /** Names the amount for machines: its test id, and the amount as a decimal (as the QR code says it). */
  id?: string;
  decimal?: string;
};

function Totals({ rows }: { rows: TotalRow[] }) {
  return (
    <Stack gap={4} className={classes.totals} data-testid="invoice-totals">
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="xl" wrap="nowrap">
          <Text size="sm" fw={row.strong ? 700 : undefined}>
            {row.label}
          </Text>
          <Text size="sm" fw={row.strong ? 700 : undefined} data-testid={row.id} data-amount={row.decimal}>
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** The heading: the store, the document's title, and its numbers and time. */
async function Heading({
  title,
  facts,
  store,
}: {
  title: string;
  facts: { label: string; value: ReactNode }[];
  store: string;
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Text fz="h2" fw={700} component="p">
          {store}
        </Text>
        <Title order={1} fz="h3">
          {title}
        </Title>
      </div>
      <Stack gap={2}>
        {facts.map((fact) => (
          <Text size="sm" key={fact.label}>
            {fact.label}: {fact.value}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

/**
 * The order's simplified tax invoice. An order not invoiced (a card order not paid, or cancelled before) shows the
 * packing slip's facts with a note instead of a number and a QR code.
 */
export async function Invoice({ order, locale, numberLabel, store, seller }: Common) {
  const t = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  const ta = await getTranslations({ locale, namespace: 'adminOrders' });
  const td = await getTranslations({ locale, namespace: 'discounts' });
  const parts = taxedParts(order);
  const timeZone = order.display.timeZone;
  const invoiced = order.invoiceNumber !== null && order.invoicedAt !== null;
  const number = invoiced ? documentNumberText('invoice', order.invoiceNumber as number, locale) : null;
  const rows: Row[] = [
    ...order.lines.map((line, index) => ({
      key: `line-${index}`,
      label: (
        <>
          <bdi>{locale === 'ar' ? line.nameAr : line.nameEn}</bdi>
          <Text size="xs" c="dimmed" component="span" display="block">
            <PageCode value={line.sku} locale={locale} />
          </Text>
        </>
      ),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      ...(parts.lines[index] ?? { taxable: 0, vat: 0, withVat: 0 }),
    })),
    ...(parts.delivery.withVat ? [{ key: 'delivery', label: t('delivery'), ...parts.delivery }] : []),
    ...(order.paymentFee ? [{ key: 'fee', label: t('paymentFee'), ...parts.fee }] : []),
  ];
  const money = (amount: number) => <Money amount={amount} currency={order.currency} locale={locale} />;
  const rounding = roundingOf(order, order.pricesIncludeTax);
  const qr =
    invoiced && seller
      ? zatcaQrText(
          zatcaFieldsOf(seller, {
            issuedAt: order.invoicedAt as Date,
            total: order.total,
            vat: order.tax,
            currency: order.currency,
          }),
        )
      : null;
  return (
    <Card withBorder padding="xl" className={classes.invoice} data-testid="invoice">
      <Stack gap="lg">
        <Heading
          store={store}
          title={t('invoiceTitle')}
          facts={[
            ...(number
              ? [
                  {
                    label: t('invoiceNumber'),
                    value: (
                      <bdi dir="ltr" data-testid="invoice-number">
                        {number}
                      </bdi>
                    ),
                  },
                ]
              : []),
            ...(invoiced
              ? [
                  {
                    label: t('issuedAt'),
                    value: (
                      <time dateTime={(order.invoicedAt as Date).toISOString()}>
                        {orderDateText(order.invoicedAt as Date, locale, timeZone)}
                      </time>
                    ),
                  },
                ]
              : []),
            { label: t('orderNumber'), value: <bdi dir="ltr">{numberLabel}</bdi> },
          ]}
        />
        {!seller && (
          <Alert color="yellow" data-print-hidden>
            {t('sellerMissing')}
          </Alert>
        )}
        {!invoiced && <Alert color="gray">{t('notInvoiced')}</Alert>}
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {seller ? <SellerFacts seller={seller} locale={locale} /> : <div />}
          <Block title={t('customer')}>
            <ContactFacts order={order} labels="adminOrders.facts" />
          </Block>
          <Block title={ta('invoice.shipTo')}>
            <AddressFacts order={order} labels="adminOrders.facts" />
          </Block>
        </SimpleGrid>
        <AmountsTable rows={rows} order={order} locale={locale} />
        <Group justify="space-between" align="flex-start" gap="xl">
          {qr ? <QrFigure text={qr} alt={t('qrAlt', { number: number ?? '' })} /> : <div />}
          <Totals
            rows={[
              ...(order.discount
                ? [
                    {
                      label: td('line', { code: order.discountCode ?? '' }),
                      value: money(-order.discount),
                      id: 'discount',
                    },
                  ]
                : []),
              { label: t('totalTaxable'), value: money(parts.taxable) },
              {
                label: `${t('totalVat')} (${formatRate(order.taxRate, locale)})`,
                value: money(order.tax),
                id: 'total-vat',
                decimal: minorToDecimal(order.tax, order.currency),
              },
              ...(rounding ? [{ label: t('rounding'), value: money(rounding) }] : []),
              {
                label: t('totalWithVat'),
                value: money(order.total),
                strong: true,
                id: 'total-with-vat',
                decimal: minorToDecimal(order.total, order.currency),
              },
            ]}
          />
        </Group>
        <Divider />
        <Text size="xs" c="dimmed">
          {t('currency', { currency: order.currency })}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {ta('invoice.thanks', { store })}
        </Text>
      </Stack>
    </Card>
  );
}

/** A credit note of the order's invoice: the amount credited with its VAT, the original invoice, its own QR code. */
export async function CreditNote({
  order,
  locale,
  numberLabel,
  store,
  seller,
  note,
}: Common & { note: CreditNoteView }) {
  const t = await getTranslations({ locale, namespace: 'taxInvoice.document' });
  const number = documentNumberText('creditNote', note.number, locale);
  const original =
    order.invoiceNumber === null ? null : documentNumberText('invoice', order.invoiceNumber, locale);
  const money = (amount: number) => <Money amount={-amount} currency={order.currency} locale={locale} />;
  const qr = seller
    ? zatcaQrText(
        zatcaFieldsOf(seller, {
          issuedAt: note.createdAt,
          total: note.amount,
          vat: note.tax,
          currency: order.currency,
        }),
      )
    : null;
  const reason = note.reason === 'cancelled' ? t('reasonCancelled') : t('reasonRefund');
  const rows: Row[] = [
    { key: 'credit', label: reason, taxable: note.amount - note.tax, vat: note.tax, withVat: note.amount },
  ];
  return (
    <Card withBorder padding="xl" className={classes.invoice} data-testid="credit-note">
      <Stack gap="lg">
        <Heading
          store={store}
          title={t('creditTitle')}
          facts={[
            { label: t('creditNumber'), value: <bdi dir="ltr">{number}</bdi> },
            {
              label: t('issuedAt'),
              value: (
                <time dateTime={note.createdAt.toISOString()}>
                  {orderDateText(note.createdAt, locale, order.display.timeZone)}
                </time>
              ),
            },
            ...(original ? [{ label: t('originalInvoice'), value: <bdi dir="ltr">{original}</bdi> }] : []),
            { label: t('orderNumber'), value: <bdi dir="ltr">{numberLabel}</bdi> },
          ]}
        />
        {!seller && (
          <Alert color="yellow" data-print-hidden>
            {t('sellerMissing')}
          </Alert>
        )}
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          {seller ? <SellerFacts seller={seller} locale={locale} /> : <div />}
          <Block title={t('customer')}>
            <ContactFacts order={order} labels="adminOrders.facts" />
          </Block>
        </SimpleGrid>
        <AmountsTable rows={rows} order={order} locale={locale} negative />
        <Group justify="space-between" align="flex-start" gap="xl">
          {qr ? <QrFigure text={qr} alt={t('qrAlt', { number })} /> : <div />}
          <Totals
            rows={[
              { label: t('reason'), value: reason },
              { label: t('creditedTaxable'), value: money(note.amount - note.tax) },
              { label: `${t('creditedVat')} (${formatRate(order.taxRate, locale)})`, value: money(note.tax) },
              { label: t('creditedTotal'), value: money(note.amount), strong: true },
            ]}
          />
        </Group>
        <Divider />
        <Text size="xs" c="dimmed">
          {t('currency', { currency: order.currency })}
        </Text>
      </Stack>
    </Card>
  );
}
