import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';

/**
 * A storefront "build" holding the real app shell (apps/web/index.html), so tests of the
 * server-written page heads need no Vite build. Pass `dir` as WEB_DIST_DIR.
 */
export async function webShellFolder(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-web-shell-'));
  await copyFile(path.join(REPO_ROOT, 'apps/web/index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
