// A process that holds an embedded PostgreSQL on the folder it is given, as a store does, until it is killed: the
// crash tests (scripts/start.test.ts) kill it hard and look at what is left behind.
import { startEmbeddedPostgres } from '../../src/db/embedded';

const server = await startEmbeddedPostgres(process.argv[2] as string, { database: 'wishah' });
console.log(JSON.stringify({ url: server.url() }));
setInterval(() => {}, 60_000);
