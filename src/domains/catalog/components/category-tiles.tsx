import { Link } from '@/i18n/navigation';
import { imageSrcSet, imageUrl } from '@/lib/images';
import classes from './catalog.module.css';

type Tile = { id: number; href: string; name: string; image: string | null; note?: string };

/** Category (or brand) tiles: an image, or the store colours when there is none, and the name. */
export function CategoryTiles({ tiles, layout = 'grid' }: { tiles: Tile[]; layout?: 'grid' | 'strip' }) {
  return (
    <div className={layout === 'strip' ? classes.strip : classes.grid}>
      {tiles.map((tile) => (
        <Link key={tile.id} href={tile.href} className={classes.tile}>
          <div className={classes.tileMedia}>
            {tile.image && (
              // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
              <img
                src={imageUrl(tile.image, 640)}
                srcSet={imageSrcSet(tile.image)}
                sizes="(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw"
                width={640}
                height={480}
                alt=""
                loading="lazy"
                decoding="async"
              />
            )}
          </div>
          <span className={classes.tileName}>{tile.name}</span>
          {tile.note && (
            <span style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
              {tile.note}
            </span>
          )}
        </Link>
      ))}
    </div>
  );
}
