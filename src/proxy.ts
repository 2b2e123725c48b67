import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Locale negotiation and prefixing only. Authorisation is checked on the server in every page and action.
export default createMiddleware(routing);

export const config = {
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\..*).*)'],
};
