// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  {
    workspace: '@shop/contracts',
    sources: ['packages/contracts/src', 'packages/contracts/package.json'],
    output: 'packages/contracts/dist/index.js',
  },
  {
    workspace: '@shop/payment-sandbox',
    sources: ['apps/payment-sandbox/src', 'apps/payment-sandbox/package.json'],
    output: 'apps/payment-sandbox/dist/index.js',
  },
  {
    workspace: '@shop/server',
    sources: ['apps/server/src', 'apps/server/package.json'],
    output: 'apps/server/dist/server.js',
  },
  {
    workspace: '@shop/web',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
    // Written last by the web build (the server renderer, after the browser build).
    output: 'apps/web/dist-ssr/entry-server.js',
  },
  {
    workspace: '@shop/admin',
    sources: ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts'],
    output: 'apps/admin/dist/index.html',
  },
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

let upstreamRebuilt = false;
for (const part of parts) {
  const output = path.join(root, part.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const stale =
    builtAt === 0 || upstreamRebuilt || Math.max(...part.sources.map(newestChange)) > builtAt;
  if (!stale) continue;
  console.log(`Building ${part.workspace}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', part.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  upstreamRebuilt = true;
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
// The server drains requests and stops its database on these signals; wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// npm does not always pass a SIGTERM on to its script: when `npm start` itself is killed,
// this process is handed to init. Stop the shop cleanly then instead of running on unseen.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000);
