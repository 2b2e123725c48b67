// The request an integration test plays: the session cookie that `next/headers` hands the code under test.
// tests/setup/next-runtime.ts mocks Next's request-scoped modules with it; a test sets who "arrives":
//   testRequest.cookie = (await signUpTestUser('a@wishah.test')).cookie;  // '' for a guest
// and, for per-address limits, from where: `testRequest.ip = '10.0.0.7'` ('' sends no client address).
export const testRequest = { cookie: '', ip: '' };
