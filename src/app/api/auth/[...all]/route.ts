import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/auth';

// better-auth's endpoints: sign up, sign in, sessions, the admin plugin. Each checks its own caller.
export const GET = (request: Request) => toNextJsHandler(getAuth()).GET(request);
export const POST = (request: Request) => toNextJsHandler(getAuth()).POST(request);
