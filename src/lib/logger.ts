import 'server-only';
import pino from 'pino';
import { env } from './env';

/** JSON logs for production; one logger for the whole server. */
export const logger = pino({
  level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
  base: { app: 'wishah' },
});
