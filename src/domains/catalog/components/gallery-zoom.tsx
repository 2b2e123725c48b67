'use client';

import { ActionIcon, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { MantineScope } from '@/components/mantine-scope';
import { imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import type { ProductImage } from '../queries';
import classes from './product-gallery.module.css';

type Props = {
  opened: boolean;
  onClose: () => void;
  images: ProductImage[];
  index: number;
  /** Moves the gallery (and so this view) to another photo. */
  onIndex: (index: number) => void;
  name: string;
};

/**
 * A photo at full size (the largest rendition), over the page. Mantine's Modal traps the focus, closes on Escape
 * and gives the focus back to the control that opened it; the arrow keys and buttons move between photos.
 */
export function GalleryZoom({ opened, onClose, images, index, onIndex, name }: Props) {
  const t = useTranslations('gallery');
  const locale = useLocale();
  const image = images[index] ?? images[0];
  const total = images.length;
  const n = (i: number) => formatNumber(i, locale);
  const label = t('imageOf', { n: n(index + 1), total: n(total) });

  // The arrow keys move between photos wherever the focus is in the view (the close button, the arrows).
  useEffect(() => {
    if (!opened || total < 2) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const rtl = document.documentElement.dir === 'rtl';
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward && index < total - 1) onIndex(index + 1);
      else if (event.key === back && index > 0) onIndex(index - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, total, index, onIndex]);

  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        fullScreen
        title={`${name} · ${label}`}
        closeButtonProps={{ 'aria-label': t('close') }}
        // The gallery gives the focus back itself (product-gallery.tsx says why).
        returnFocus={false}
        classNames={{ body: classes.zoomBody }}
      >
        <div className={classes.zoomView}>
          {image && (
            // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
            <img
              src={imageUrl(image.key, 1280)}
              width={image.width}
              height={image.height}
              alt={name}
              className={classes.zoomImage}
            />
          )}
          {total > 1 && (
            <Group justify="center" gap="md" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('previous')}
                disabled={index === 0}
                onClick={() => onIndex(index - 1)}
              >
                <IconChevronLeft size={20} className="mirror-rtl" aria-hidden />
              </ActionIcon>
              <Text size="sm" aria-live="polite" data-testid="zoom-position">
                {label}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('next')}
                disabled={index === total - 1}
                onClick={() => onIndex(index + 1)}
                data-autofocus
              >
                <IconChevronRight size={20} className="mirror-rtl" aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </div>
      </Modal>
    </MantineScope>
  );
}
