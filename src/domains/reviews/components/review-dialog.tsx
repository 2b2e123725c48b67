'use client';

import { Button, Group, Input, Modal, Rating, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { formatNumber } from '@/lib/money';
import { submitReviewAction } from '../actions';
import { REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from '../limits';

export type ReviewProduct = { productId: number; name: string };

export type ReviewPurchaseProps = {
  orderNumber: number;
  /** The order link's secret, when a guest opened it through the link. */
  accessKey: string | null;
  /** The order's products (once each), and which of them this order already reviewed. */
  products: ReviewProduct[];
  reviewed: number[];
  /** The name the review will carry (the order's). */
  reviewer: string;
};

type FormProps = Omit<ReviewPurchaseProps, 'products' | 'reviewed'> & {
  product: ReviewProduct;
  onDone: () => void;
};

type Values = { rating: number; title: string; comment: string };

function ReviewForm({ product, orderNumber, accessKey, reviewer, onDone }: FormProps) {
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
          {...inputProps('title')}
        />
        <Textarea
          label={t('comment')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={REVIEW_COMMENT_MAX}
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

/** The review of one product, written in a dialog over the order's page (loaded when first opened). */
export function ReviewDialog({
  product,
  onClose,
  ...props
}: Omit<FormProps, 'product' | 'onDone'> & { product: ReviewProduct | null; onClose: () => void }) {
  const t = useTranslations('reviews.write');
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? t('modalTitle', { name: product.name }) : ''}
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {product && <ReviewForm product={product} onDone={onClose} {...props} />}
    </Modal>
  );
}
