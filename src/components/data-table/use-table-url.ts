'use client';

import { useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';

/** Query parameters to set (a value) or drop (`undefined` or empty) in the table's URL. */
export type TablePatch = Record<string, string | number | undefined>;

export type TableUrl = {
  /** The query as it is now (validated by the page on the server; read it from the page's params). */
  search: URLSearchParams;
  /** The locale-aware href of this page with `patch` applied. Any change but a page goes back to page one. */
  hrefWith: (patch: TablePatch) => { pathname: string; query: Record<string, string> };
  /** Navigates to `hrefWith(patch)`; `pending` is true until the server has rendered the new table. */
  push: (patch: TablePatch) => void;
  pending: boolean;
};

/**
 * A table's state (page, sort, filters) lives in the URL, so it survives a reload and can be shared; the page
 * reads it on the server and queries the database with it. This hook writes it.
 */
export function useTableUrl(): TableUrl {
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const hrefWith = (patch: TablePatch) => {
    const query = Object.fromEntries(search.entries());
    delete query.page;
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') delete query[key];
      else query[key] = String(value);
    }
    if (query.page === '1') delete query.page;
    return { pathname, query };
  };

  const push = (patch: TablePatch) => startTransition(() => router.push(hrefWith(patch)));

  return { search: new URLSearchParams(search), hrefWith, push, pending };
}
