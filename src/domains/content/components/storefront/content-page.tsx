import { getTranslations } from 'next-intl/server';
import frame from '@/components/page.module.css';
import { directionOf, type Locale } from '@/i18n/routing';
import { imageSrcSet, imageUrl } from '@/lib/images';
import { pageText, withoutRepeatedTitle } from '../../policies';
import type { StorePage } from '../../schemas';
import classes from './content-page.module.css';

/**
 * One of the owner's pages in the store: its text in the page's language, or in the other language (marked with
 * its own `lang` and `dir`) while the owner has written only that one, or a note when neither is written yet.
 * Plain markup, like the catalogue's pages: no Mantine component, so no Mantine in the page's JavaScript.
 */
export async function ContentPage({ locale, page }: { locale: Locale; page: StorePage }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const text = pageText(page, locale);
  const title = t(`${page.key}.title`);
  return (
    <div className={`${frame.pageMd} ${classes.page}`}>
      <h1 className={frame.title}>{title}</h1>
      {page.image && (
        // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
        <img
          className={classes.image}
          src={imageUrl(page.image, 1280)}
          srcSet={imageSrcSet(page.image)}
          sizes="(min-width: 62em) 860px, 100vw"
          alt=""
        />
      )}
      {text ? (
        <>
          {text.locale !== locale && <p className={classes.note}>{t('onlyInOther')}</p>}
          <div
            className={classes.body}
            lang={text.locale}
            dir={directionOf(text.locale)}
            // Sanitised HTML: sanitizeRichText() runs on every save (content service and demo seed), so only
            // the editor's tags and safe links are ever stored, and this page shows what is stored.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, see above.
            dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(text.html, title) }}
          />
        </>
      ) : (
        <p className={classes.notWritten}>{t('notWritten')}</p>
      )}
    </div>
  );
}
