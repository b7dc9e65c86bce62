import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { rendererFile } from '../plugins/page-rendering.js';

/**
 * A storefront "build" holding the real app shell (apps/web/index.html), so tests of the
 * server-written page heads need no Vite build. Pass `dir` as WEB_DIST_DIR.
 */
export async function webShellFolder(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-shell-'));
  await copyFile(path.join(REPO_ROOT, 'apps/web/index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The real storefront build (apps/web/dist and the server renderer in apps/web/dist-ssr),
 * for tests of server-rendered pages. Built once per run by the global setup when missing
 * (about a minute), before any test file starts: a production start in one file must never
 * load a renderer another file is still writing. A build older than the web's sources is used
 * as it is, so run `npm run build` after changing them.
 */
export function builtWebFolder(): string {
  const dist = path.join(REPO_ROOT, 'apps/web/dist');
  const built = existsSync(path.join(dist, 'index.html')) && existsSync(rendererFile(dist));
  if (!built) {
    // Vitest sets NODE_ENV=test, which would make React's development build (jsxDEV) that a
    // production server cannot load: build as `npm run build` does.
    execFileSync('env', ['NODE_ENV=production', 'npm', 'run', 'build', '-w', '@shop/web'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
      timeout: 240_000,
    });
  }
  return dist;
}
