import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { literalAdminPath } from './domains/admin/routes';
import { hasLanguagePreference } from './i18n/language-preference';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

// Locale negotiation and prefixing only (and the admin paths' one spelling). Authorisation is checked on the server
// in every page and action.
export default function proxy(request: NextRequest) {
  const literal = literalAdminPath(request.nextUrl.pathname);
  if (literal) {
    const url = request.nextUrl.clone();
    url.pathname = literal;
    return NextResponse.redirect(url, 308);
  }
  // A visitor with no preference of ours opens the store in its default language (Settings), which app/route.ts
  // reads from the database; the proxy reads none.
  if (
    request.nextUrl.pathname === '/' &&
    !hasLanguagePreference(request.cookies.has('NEXT_LOCALE'), request.headers.get('accept-language'))
  )
    return NextResponse.next();
  return intl(request);
}

// Not a storefront page in its language (`/en/…`, `/ar/…`): those render their language from the path (pageLocale),
// and their cached copies are served without the proxy's cost (about a sixth of a cache hit's time). Admin pages and
// server actions read it from the header next-intl's proxy sets. (Next reads this config as written: literals only.)
export const config = {
  matcher: [
    '/((?!api|_next|_vercel|uploads|.*\\..*|en(?:/|$)|ar(?:/|$)).*)',
    '/:locale(en|ar)/admin/:path*',
    { source: '/((?!api|_next|_vercel|uploads|.*\\..*).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
