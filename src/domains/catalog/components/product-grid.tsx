import { Card, CardSection, Image, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@/lib/money';
import { fileUrl } from '@/lib/storage';
import type { ProductCard } from '../queries';

type Props = { products: ProductCard[]; currency: string; locale: string };

/** Product cards in a responsive grid: two columns on a phone, four on a desktop. */
export function ProductGrid({ products, currency, locale }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
      {products.map((product, index) => (
        <Card key={product.id} padding="sm" radius="md" withBorder component="article">
          <CardSection>
            {product.image && (
              <Image
                src={fileUrl(product.image)}
                alt={product.name}
                h={220}
                fit="cover"
                loading={index < 4 ? 'eager' : 'lazy'}
                fetchPriority={index < 2 ? 'high' : undefined}
              />
            )}
          </CardSection>
          <Text fw={600} mt="sm" lineClamp={2}>
            {product.name}
          </Text>
          <Text c="brand" fw={700} className="ltr-isolate" component="bdi">
            {formatMoney(product.price, currency, locale)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
