/** Locale-aware Link, redirect and hooks: the only way the app links and redirects. */
export { Link } from './intent-link';
export { getPathname, redirect, usePathname, useRouter } from './locale-navigation';
