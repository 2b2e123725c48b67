'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import controls from '@/components/controls.module.css';
import { Glyph } from '@/components/glyph';
import { imageSrcSet, imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import type { ProductImage } from '../queries';
import { forgetColor, useChosenColor } from './chosen-color';
import { imagesForColor } from './gallery-order';
import classes from './product-gallery.module.css';

// The full-size view (Mantine's Modal, its focus trap and scroll lock) loads when a shopper first opens it.
const GalleryZoom = lazy(() => import('./gallery-zoom').then((m) => ({ default: m.GalleryZoom })));

type Props = {
  productId: number;
  images: ProductImage[];
  name: string;
  /** The colour the purchase box starts with (gallery-order's `initialVariant`); its photos come first. */
  initialColorId: number | null;
};

const isRtl = (element: HTMLElement) => getComputedStyle(element).direction === 'rtl';

/**
 * The product's photos, the chosen colour's first. A row of slides that scrolls and snaps: a phone swipes it
 * natively (in either direction of writing), a mouse or keyboard uses the arrows, the thumbnails or the arrow keys.
 * A slide opens the full-size view; without JavaScript it links to the large image.
 */
export function ProductGallery({ productId, images, name, initialColorId }: Props) {
  const t = useTranslations('gallery');
  const locale = useLocale();
  const colorId = useChosenColor(productId, initialColorId);
  const ordered = useMemo(() => imagesForColor(images, colorId), [images, colorId]);
  const [index, setIndex] = useState(0);
  // Null until first opened; then kept, so the dialog can play its closing transition.
  const [zoom, setZoom] = useState<boolean | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  // What opened the full-size view gets the focus back when it closes. The Modal's own return misses it: mounted
  // already open (loaded on first use), it never saw what had the focus before.
  const openedBy = useRef<'button' | 'slide'>('button');
  const openZoom = (by: 'button' | 'slide') => {
    openedBy.current = by;
    setZoom(true);
  };
  const closeZoom = () => {
    setZoom(false);
    // Once the dialog has let go of the focus (as the Modal's own return does, a moment later).
    window.setTimeout(() => {
      const target =
        openedBy.current === 'button'
          ? zoomButton.current
          : track.current?.querySelector<HTMLElement>('[data-slide][tabindex="0"]');
      target?.focus({ preventScroll: true });
    }, 10);
  };
  const total = ordered.length;
  const n = (i: number) => formatNumber(i, locale);
  const label = (i: number) => t('imageOf', { n: n(i + 1), total: n(total) });

  useEffect(() => () => forgetColor(productId), [productId]);

  // Another colour: back to the start, where its photos now are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the colour changes, and only then
  useEffect(() => {
    track.current?.scrollTo({ left: 0 });
    setIndex(0);
  }, [colorId]);

  const go = (to: number, smooth = true) => {
    const el = track.current;
    if (!el || total === 0) return;
    const next = Math.max(0, Math.min(total - 1, to));
    const still = !smooth || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Right to left, the row starts at the right and scrolls towards negative positions.
    el.scrollTo({ left: (isRtl(el) ? -1 : 1) * next * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
    setIndex(next);
  };

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(total - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth))));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The full-size view has its own keys (its events reach here too: React's events cross portals).
    if (zoom || total < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = isRtl(event.currentTarget);
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let to: number | undefined;
    if (event.key in step) to = index + (step[event.key] ?? 0);
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = total - 1;
    if (to === undefined) return;
    event.preventDefault();
    go(to);
    // Roving focus: the slide shown is the one a keyboard is on (the others are out of the tab order).
    if (event.target instanceof HTMLElement && event.target.dataset.slide !== undefined) {
      track.current
        ?.querySelectorAll<HTMLElement>('[data-slide]')
        [Math.max(0, Math.min(total - 1, to))]?.focus({ preventScroll: true });
    }
  };

  if (total === 0) return <div className={classes.track} aria-hidden />;

  return (
    <section aria-label={t('label')} aria-roledescription={t('carousel')} onKeyDown={onKeyDown}>
      <div className={classes.stage}>
        <ul ref={track} className={classes.track} onScroll={onScroll} aria-label={t('slides')}>
          {ordered.map((image, i) => (
            <li
              key={image.key}
              className={classes.slide}
              aria-roledescription={t('slide')}
              aria-label={label(i)}
              data-color={image.colorId ?? undefined}
            >
              <a
                href={imageUrl(image.key, 1280)}
                className={classes.slideLink}
                data-slide={i}
                tabIndex={i === index ? 0 : -1}
                aria-label={t('zoom', { image: label(i) })}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                  openZoom('slide');
                }}
              >
                {/* biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images) */}
                <img
                  src={imageUrl(image.key, 1280)}
                  srcSet={imageSrcSet(image.key)}
                  sizes="(min-width: 62em) 55vw, 100vw"
                  width={image.width}
                  height={image.height}
                  alt={name}
                  // The first photo is the page's largest paint; the others wait until they are near.
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  draggable={false}
                />
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${controls.iconButton} ${classes.zoomButton}`}
          data-variant="default"
          aria-label={t('zoom', { image: label(index) })}
          ref={zoomButton}
          onClick={() => openZoom('button')}
        >
          <Glyph name="zoom" size={18} />
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${controls.iconButton} ${classes.arrow}`}
              data-variant="default"
              data-side="start"
              aria-label={t('previous')}
              disabled={index === 0}
              onClick={() => go(index - 1)}
            >
              <Glyph name="previous" className="mirror-rtl" />
            </button>
            <button
              type="button"
              className={`${controls.iconButton} ${classes.arrow}`}
              data-variant="default"
              data-side="end"
              aria-label={t('next')}
              disabled={index === total - 1}
              onClick={() => go(index + 1)}
            >
              <Glyph name="next" className="mirror-rtl" />
            </button>
            <p
              className={classes.counter}
              aria-live="polite"
              aria-atomic="true"
              data-testid="gallery-position"
            >
              <span aria-hidden>
                {n(index + 1)} / {n(total)}
              </span>
              <span className={controls.visuallyHidden}>{label(index)}</span>
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <div className={classes.thumbs}>
          {ordered.map((image, i) => (
            <a
              key={image.key}
              href={imageUrl(image.key, 1280)}
              className={classes.thumb}
              aria-current={i === index}
              aria-label={label(i)}
              onClick={(event) => {
                event.preventDefault();
                go(i);
              }}
            >
              {/* biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images) */}
              <img src={imageUrl(image.key, 320)} alt="" width={72} height={72} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {zoom !== null && (
        <Suspense fallback={null}>
          <GalleryZoom
            opened={zoom}
            onClose={closeZoom}
            images={ordered}
            index={index}
            onIndex={(i) => go(i, false)}
            name={name}
          />
        </Suspense>
      )}
    </section>
  );
}
