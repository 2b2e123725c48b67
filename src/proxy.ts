import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { literalAdminPath } from './domains/admin/routes';
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
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\..*).*)'],
};
