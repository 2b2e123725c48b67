// The registry mirror here serves only the linux-x64 builds of platform-specific packages, so `npm install`
// leaves the other platforms' optional dependencies out of package-lock.json and `npm ci` then rejects
// the lock. This records those entries as a full registry would (optional, with their os/cpu), so `npm ci`
// accepts the lock and skips them as foreign platforms. Run after `npm install`: npm run lock:complete
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'sunos',
  'win32',
  'aix',
  'netbsd',
  'openharmony',
  'wasi',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'mips64el'];

function platformOf(name) {
  const parts = name.toLowerCase().split(/[-/@_.]/);
  const os = OS.find((o) => parts.includes(o) || name.includes(`${o}-`));
  const cpu =
    CPU.find((c) => parts.includes(c)) ??
    (parts.includes('gnueabihf') || parts.includes('armv7') ? 'arm' : undefined);
  const libc = parts.includes('musl')
    ? 'musl'
    : os === 'linux' && parts.includes('gnu')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [where, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = where ? `${where}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it to npm
    const version = String(range).replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = {
      version,
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} optional platform packages.`);
