import path from 'node:path';
import { E2E_PORT } from '../playwright.config.js';
import { mailFolder, startMailCatcher, waitForMail, type CaughtMail } from './mail-catcher.js';
import { startShopServer } from './shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

export { linkInMail, type CaughtMail } from './mail-catcher.js';

/**
 * Waits for a mail the Playwright-started shop sent to `to` (start-server.ts points the shop's
 * MAIL_URL at the catcher that keeps this run's mails).
 */
export function waitForShopMail(
  to: string,
  matches?: (mail: CaughtMail) => boolean,
): Promise<CaughtMail> {
  return waitForMail(mailFolder(E2E_PORT), to, matches);
}

export interface ShopWithMail {
  url: string;
  /** Waits for a mail this shop sent to `to`. */
  waitForMail(to: string, matches?: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/**
 * A shop of the test's own (its own database and mail catcher), for journeys that change what
 * every other test sees, such as putting a product back on sale.
 */
export async function startShopWithMail(): Promise<ShopWithMail> {
  const dataDir = await scratchFolder('shop-e2e-');
  const folder = path.join(dataDir, 'mail');
  const catcher = await startMailCatcher(folder);
  const server = await startShopServer({
    port: await freePort(),
    dataDir,
    env: { MAIL_URL: catcher.url },
  });
  return {
    url: server.url,
    waitForMail: (to, matches) => waitForMail(folder, to, matches),
    async stop() {
      await server.stop();
      await catcher.stop();
      await removeFolder(dataDir);
    },
  };
}
