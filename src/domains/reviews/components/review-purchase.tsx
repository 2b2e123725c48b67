'use client';

import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconStar } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import type { ReviewProduct, ReviewPurchaseProps } from './review-dialog';

// The dialog (Mantine's Modal, the rating and the form) loads when a shopper first opens it.
const ReviewDialog = lazy(() => import('./review-dialog').then((m) => ({ default: m.ReviewDialog })));

/**
 * On a delivered order's page: each product of the order with "Write a review" (or "Reviewed"), the review written
 * in a dialog. Only buyers get here, so every review is a verified purchase.
 */
export function ReviewPurchase({
  orderNumber,
  accessKey,
  products,
  reviewed,
  reviewer,
}: ReviewPurchaseProps) {
  const t = useTranslations('reviews.write');
  // Undefined until first opened; then kept, so the dialog can play its closing transition.
  const [open, setOpen] = useState<ReviewProduct | null>();
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
      {open !== undefined && (
        <Suspense fallback={null}>
          <ReviewDialog
            product={open}
            onClose={() => setOpen(null)}
            orderNumber={orderNumber}
            accessKey={accessKey}
            reviewer={reviewer}
          />
        </Suspense>
      )}
    </Card>
  );
}
