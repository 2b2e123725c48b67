import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's locale-aware navigation; the app imports it from `./navigation`, whose Link prefetches on intent. */
export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
