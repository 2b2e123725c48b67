// Starts the store for the end-to-end run on a clean data folder (see playwright.config.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../scripts/start';

const dataDir = path.join(os.tmpdir(), `wishah-e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await main([]);
// A second instance of the same store (tests/e2e/realtime.spec.ts) joins this database.
fs.writeFileSync(path.join(dataDir, 'database-url'), process.env.DATABASE_URL ?? '', { mode: 0o600 });
