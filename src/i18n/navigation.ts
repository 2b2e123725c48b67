import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and hooks: the only way the app links and redirects. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
