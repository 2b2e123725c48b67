// Accounts opened by phone have no e-mail yet: better-auth still needs one, so they get a stand-in under a reserved
// domain (RFC 2606). Plain functions, for the server and the browser alike.

const PHONE_EMAIL_DOMAIN = 'phone.wishah.invalid';

export const phoneAccountEmail = (e164: string) => `${e164.slice(1)}@${PHONE_EMAIL_DOMAIN}`;

/** True for the stand-in address of an account opened by phone: it is never shown and never mailed. */
export const isPhoneAccountEmail = (email: string) => email.endsWith(`@${PHONE_EMAIL_DOMAIN}`);
