'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { imageSrcSet, imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import classes from './product-page.module.css';

type Props = {
  images: { key: string; width: number; height: number }[];
  name: string;
};

/** The main photo with thumbnails; each thumbnail links to the large image, so it works without JavaScript too. */
export function ProductGallery({ images, name }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section aria-label={t('gallery')}>
      <div className={classes.main}>
        {current && (
          // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
          <img
            src={imageUrl(current.key, 1280)}
            srcSet={imageSrcSet(current.key)}
            sizes="(min-width: 62em) 55vw, 100vw"
            width={current.width}
            height={current.height}
            alt={name}
            fetchPriority="high"
          />
        )}
      </div>
      {images.length > 1 && (
        <div className={classes.thumbs}>
          {images.map((image, i) => (
            <a
              key={image.key}
              href={imageUrl(image.key, 1280)}
              className={classes.thumb}
              aria-current={i === index}
              aria-label={t('showImage', { n: formatNumber(i + 1, locale) })}
              onClick={(event) => {
                event.preventDefault();
                setIndex(i);
              }}
            >
              {/* biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images) */}
              <img src={imageUrl(image.key, 320)} alt="" width={72} height={72} loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </section>
  );
}
