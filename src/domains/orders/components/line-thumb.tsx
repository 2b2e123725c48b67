import { Glyph } from '@/components/glyph';
import { imageUrl } from '@/lib/images';
import classes from './orders.module.css';

/** A product's photo at the size of a cart or order line (decorative: the line names the product). */
export function LineThumb({ image, size = 72 }: { image: string | null; size?: number }) {
  if (!image) {
    return (
      <span className={classes.thumb} style={{ width: size, height: size }}>
        <Glyph name="photo" size={size / 3} />
      </span>
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
    <img
      className={classes.thumb}
      src={imageUrl(image, 320)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
