'use client';

import {
  Badge,
  Button,
  Card,
  Group,
  Input,
  Modal,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconStar } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { formatNumber } from '@/lib/money';
import { submitReviewAction } from '../actions';
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from '../limits';

type Product = { productId: number; name: string };

type Props = {
  orderNumber: number;
  /** The order link's secret, when a guest opened it through the link. */
  accessKey: string | null;
  /** The order's products (once each), and which of them this order already reviewed. */
  products: Product[];
  reviewed: number[];
  /** The name the review will carry (the order's). */
  reviewer: string;
};

type Values = { rating: number; title: string; comment: string };

function ReviewForm({
  product,
  orderNumber,
  accessKey,
  reviewer,
  onDone,
}: Omit<Props, 'products' | 'reviewed'> & { product: Product; onDone: () => void }) {
  const t = useTranslations('reviews.write');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm<Values>({ initialValues: { rating: 0, title: '', comment: '' } });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: async (values) => {
      const input = { ...values, orderNumber, key: accessKey ?? undefined, productId: product.productId };
      // The schema (zod) loads when a review is sent, not with the order's page (form-kit/lazy-schema.ts).
      const { reviewInput } = await import('../schemas');
      return refusalOf(reviewInput, input) ?? submitReviewAction(input);
    },
    successMessage: t('saved'),
    onSuccess: () => {
      onDone();
      router.refresh();
    },
  });
  const rating = inputProps('rating');
  const stars = (n: number) => t('starLabel', { stars: n, n: formatNumber(n, locale) });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {banner && <FormBanner message={banner} />}
        <Input.Wrapper label={t('rating')} withAsterisk error={rating.error} labelElement="div">
          <Rating
            size="lg"
            mt={4}
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            getSymbolLabel={stars}
          />
        </Input.Wrapper>
        <TextInput
          label={t('titleLabel')}
          withAsterisk
          maxLength={REVIEW_TITLE_MAX}
          dir="auto"
          {...inputProps('title')}
        />
        <Textarea
          label={t('comment')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_COMMENT_MAX}
          dir="auto"
          {...inputProps('comment')}
        />
        <Text size="xs" c="dimmed">
          {t('namedAs', { name: reviewer })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * On a delivered order's page: each product of the order with "Write a review" (or "Reviewed"), the review written
 * in a dialog. Only buyers get here, so every review is a verified purchase.
 */
export function ReviewPurchase({ orderNumber, accessKey, products, reviewed, reviewer }: Props) {
  const t = useTranslations('reviews.write');
  const [open, setOpen] = useState<Product | null>(null);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="review-purchase-title" mt="lg">
      <Title order={2} size="h4" id="review-purchase-title">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('intro')}
      </Text>
      <Stack gap="xs">
        {products.map((product) => (
          <Group
            key={product.productId}
            justify="space-between"
            gap="sm"
            wrap="nowrap"
            data-testid="review-product"
          >
            <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {product.name}
            </Text>
            {reviewed.includes(product.productId) ? (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
                {t('done')}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconStar size={14} aria-hidden />}
                onClick={() => setOpen(product)}
                aria-label={t('buttonFor', { name: product.name })}
              >
                {t('button')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('modalTitle', { name: open.name }) : ''}
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        {open && (
          <ReviewForm
            product={open}
            orderNumber={orderNumber}
            accessKey={accessKey}
            reviewer={reviewer}
            onDone={() => setOpen(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
