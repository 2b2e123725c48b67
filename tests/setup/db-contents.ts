// What two copies of a shop are compared by in the backup tests: every row and sequence, and every stored file.
import { Client } from 'pg';
import { diskStorage, type Storage } from '@/lib/storage';

/** Runs `read` on a connection of its own to `url`. */
export async function withClient<T>(url: string, read: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

/** One query's rows, on a connection of its own. */
export const query = <T extends object>(url: string, sql: string, values: unknown[] = []) =>
  withClient(url, async (client) => (await client.query<T>(sql, values)).rows);

/** Every row of every table (as JSON, sorted) and every sequence's position: equal for the same shop. */
export const contents = (url: string) =>
  withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname in ('public', 'drizzle') order by 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const found = await client.query<{ row: string }>(`select to_jsonb(t)::text as row from ${name} t`);
      rows[name] = found.rows.map((r) => r.row).sort();
    }
    const sequences = await client.query(
      `select schemaname, sequencename, last_value::text from pg_sequences
       where schemaname in ('public', 'drizzle') order by 1, 2`,
    );
    return { rows, sequences: sequences.rows };
  });

/** Every file in an uploads folder or other storage, its bytes by key. */
export async function files(where: string | Storage): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const storage = typeof where === 'string' ? diskStorage(where) : where;
  for await (const { key } of storage.list()) found.set(key, (await storage.get(key)) as Buffer);
  return found;
}
