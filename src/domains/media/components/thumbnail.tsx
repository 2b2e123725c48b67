import { Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { imageUrl } from '@/lib/images';

const SIZES = {
  sm: { px: 44, radius: 'sm', corner: 4, icon: 20 },
  md: { px: 72, radius: 'md', corner: 8, icon: 28 },
} as const;

/** An image of the catalogue (its stored key), or a placeholder of the same size when there is none. */
export function Thumbnail({ image, size = 'sm' }: { image: string | null; size?: keyof typeof SIZES }) {
  const { px, radius, corner, icon } = SIZES[size];
  if (image) return <Image src={imageUrl(image, 320)} alt="" w={px} h={px} radius={radius} fit="cover" />;
  return (
    <Stack
      w={px}
      h={px}
      align="center"
      justify="center"
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: corner }}
    >
      <IconPhoto size={icon} stroke={1.4} aria-hidden />
    </Stack>
  );
}
