'use client';

import { IconSearch } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import controls from '@/components/controls.module.css';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import { useRouter } from '@/i18n/navigation';
import { imageUrl } from '@/lib/images';
import { SEARCH_MAX_LENGTH } from '@/lib/search-limits';
import classes from './search-typeahead.module.css';

type Suggestion = { name: string; slug: string; image: string | null; price: number };
/** One row of the list: a product, or "Did you mean …?" with a close query when no product has the typed words. */
type Entry = { kind: 'product'; item: Suggestion } | { kind: 'correction'; q: string };

const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

/**
 * The header search: a plain GET form to /products?q= (works without JavaScript), enhanced with suggestions from
 * /api/search/suggest as an ARIA combobox (arrow keys move, Enter opens the highlighted product or submits the form,
 * Escape closes). When no product has the typed words but a close query finds some, the list starts with
 * "Did you mean …?", which searches for it.
 */
export function SearchTypeahead({ currency }: { currency: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const money = useDisplayMoney(undefined, 'compact');
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [items, setItems] = useState<Entry[] | null>(null);
  const tSearch = useTranslations('searchHelp');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // The current query (`?q=` on the listing) is read after hydration, so this form is the server's own markup on
  // every cached page: nothing is swapped, and text typed before hydration (a quick thumb on a slow phone) is
  // kept and searched.
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early) {
      typed.current = true;
      setValue(early);
    } else {
      setValue(new URLSearchParams(window.location.search).get('q') ?? '');
    }
  }, []);

  useEffect(() => {
    const q = value.trim();
    if (!typed.current || q.length < MIN_LENGTH) {
      setItems(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, locale })}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        const data = (await response.json()) as { items: Suggestion[]; correction?: string | null };
        setItems([
          ...(data.correction ? [{ kind: 'correction' as const, q: data.correction }] : []),
          ...data.items.map((item) => ({ kind: 'product' as const, item })),
        ]);
        setActive(-1);
        setOpen(true);
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale]);

  const expanded = open && items !== null;
  const go = (entry: Entry) => {
    setOpen(false);
    if (entry.kind === 'product') router.push(`/products/${entry.item.slug}`);
    else {
      setValue(entry.q);
      router.push(`/products?${new URLSearchParams({ q: entry.q })}`);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!items?.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is "back in the text field"; the highlight wraps around.
      setActive((i) => {
        const next = i + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      const item = items[active];
      if (item) go(item);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className={classes.root}>
      <form action={`/${locale}/products`} method="get" className={controls.inputWithEnd}>
        <input
          ref={input}
          className={controls.input}
          name="q"
          type="search"
          // The words run the way they are typed (Arabic or English), as in every form (lib/theme.ts).
          dir="auto"
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            typed.current = true;
            setValue(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchLabel')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={
            expanded && active >= 0 && active < (items?.length ?? 0) ? `${id}-${active}` : undefined
          }
          autoComplete="off"
        />
        <span className={controls.inputEnd}>
          <button
            type="submit"
            className={`${controls.iconButton} mantine-focus-auto`}
            data-size="sm"
            aria-label={t('searchLabel')}
          >
            <IconSearch size={16} aria-hidden />
          </button>
        </span>
      </form>
      {/* The list stays in the DOM (hidden) so aria-controls always points at it. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className={classes.list}
        hidden={!expanded}
      >
        {items?.length === 0 && (
          <div role="option" aria-selected={false} aria-disabled tabIndex={-1} className={classes.empty}>
            {t('noSuggestions')}
          </div>
        )}
        {items?.map((entry, index) =>
          entry.kind === 'correction' ? (
            <div
              key="correction"
              tabIndex={-1}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              data-testid="typeahead-correction"
              onMouseDown={(event) => {
                event.preventDefault();
                go(entry);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <IconSearch size={16} aria-hidden className={classes.thumb} />
              <span className={classes.name}>
                {tSearch.rich('didYouMean', {
                  query: entry.q,
                  q: (chunks) => <bdi dir="auto">{chunks}</bdi>,
                })}
              </span>
            </div>
          ) : (
            <div
              key={entry.item.slug}
              tabIndex={-1}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(entry);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {entry.item.image ? (
                // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
                <img
                  src={imageUrl(entry.item.image, 320)}
                  alt=""
                  width={40}
                  height={40}
                  className={classes.thumb}
                />
              ) : (
                <span className={classes.thumb} />
              )}
              <span className={classes.name}>{entry.item.name}</span>
              <bdi className={classes.price}>{money(entry.item.price, currency)}</bdi>
            </div>
          ),
        )}
      </div>
    </search>
  );
}
