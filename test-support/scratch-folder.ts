import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A new folder in the OS temporary folder, named `<prefix>XXXXXX`, for the embedded
 * PostgreSQL, media and uploads of a test run or a measurement. mkdtemp makes it private,
 * and as root the embedded PostgreSQL runs as the postgres user (ADR 0002), which must be
 * able to enter it.
 */
export async function scratchFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(folder, 0o755);
  return folder;
}

/** Removes a folder made by `scratchFolder`, whatever is left in it. */
export function removeFolder(folder: string): Promise<void> {
  return rm(folder, { recursive: true, force: true });
}
