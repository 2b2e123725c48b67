import type { Client } from 'pg';

export type PgListener = { start(): void; close(): Promise<void> };

export declare function createPgListener(options: {
  databaseUrl: string;
  channel: string;
  applicationName: string;
  onNotification: (payload: string) => void;
  /** Runs on the listening connection, after LISTEN; a throw counts as a lost connection. */
  onListening?: (client: Client, reconnected: boolean) => void | Promise<void>;
  onDropped?: () => void;
}): PgListener;
