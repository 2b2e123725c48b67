/**
 * better-auth's browser client (about 13 KB gzip), loaded when the sign-in pages first need it instead of in their
 * first load: they call it only once a form is sent or a provider chosen. `useAuthResult` fetches it on hydration.
 */
export const loadAuthClient = () => import('./client').then((m) => m.authClient);
