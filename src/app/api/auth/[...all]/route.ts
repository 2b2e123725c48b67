import { handleAuthRequest } from '@/domains/accounts/auth/server';

// better-auth's endpoints: sign up, sign in, sessions, phone codes, the admin plugin. Each checks its own caller.
export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
