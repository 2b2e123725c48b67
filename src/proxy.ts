import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { literalAdminPath } from './domains/admin/routes';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

/** Whether the visitor asked for a language: one they chose here (next-intl's cookie), or one of ours in the browser's list. */
function hasLanguagePreference(request: NextRequest): boolean {
  if (request.cookies.has('NEXT_LOCALE')) return true;
  const asked = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase().split('-')[0]);
  return asked.some((language) => routing.locales.includes(language as (typeof routing.locales)[number]));
}

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
  if (request.nextUrl.pathname === '/' && !hasLanguagePreference(request)) return NextResponse.next();
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\..*).*)'],
};
