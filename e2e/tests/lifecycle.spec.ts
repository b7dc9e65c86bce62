import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test.js';
import { startShopServer } from '../support/shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

// `npm start` as a shop owner meets it: first start seeds and prints the logins, SIGTERM
// stops the server and its embedded PostgreSQL cleanly, and a second start keeps the data.
test('starts, stops cleanly on SIGTERM and keeps its data on the next start', async () => {
  test.setTimeout(180_000);
  const dataDir = await scratchFolder('shop-e2e-');
  try {
    const port = await freePort();
    const first = await startShopServer({ port, dataDir });
    expect(first.output()).toContain('customer@example.com');
    expect(first.output()).toContain('admin@example.com');

    const products: unknown[] = await (await fetch(`${first.url}/api/products/?lang=nl`)).json();
    expect(products.length).toBeGreaterThanOrEqual(24);
    const home = await fetch(`${first.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');

    expect(await first.stop()).toBe(0);
    // PostgreSQL removes its pid file only when it shuts down cleanly.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startShopServer({ port, dataDir });
    try {
      expect(second.output()).not.toContain('Seeded');
      expect(second.output()).not.toContain('customer@example.com');
      const again = await (await fetch(`${second.url}/api/products/?lang=nl`)).json();
      expect(again).toEqual(products);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  } finally {
    await removeFolder(dataDir);
  }
});
