import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { parseMoney } from '@shop/contracts';
import { REPO_ROOT, startShopServer, type ShopServer } from './shop-server.js';
import { freePort } from '../../test-support/free-port.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

export const LANGUAGE_NAMES = { en: 'English', nl: 'Nederlands', fr: 'Français' } as const;

/**
 * Picks a language the way a shopper does: the header's language control, a disclosure
 * (`<summary>`, which has no ARIA role of its own) of links to the page in each language.
 */
export async function chooseLanguage(page: Page, language: keyof typeof LANGUAGE_NAMES) {
  const header = page.getByRole('banner');
  await header
    .locator('summary')
    .and(header.getByLabel(/^(Language|Taal|Langue)$/))
    .click();
  await header.getByRole('link', { name: LANGUAGE_NAMES[language], exact: true }).click();
  // The page switches once the language's texts are in (ADR 0101: its shell and the groups in
  // use, a few requests): a shopper reads the new language then, and it is stored then.
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  name_fr: string;
  name_nl: string;
  description: string;
  price: string;
  is_available: boolean;
  availability: 'in_stock' | 'out_of_stock' | 'pre_order';
  category: 'personalized' | 'gift-cards' | 'seasonal';
  main_image_url: string | null;
  carousel_images: Array<{ image_url: string; alt_text: string }>;
}

/**
 * Holds the browser's requests to a URL until `release()` is called, then lets them reach
 * the real server: the screen's loading state can be looked at without any timing.
 */
/** Follows a link of the main menu (inside the app: `page.goto` of support/test.ts waits for it). */
export async function followMenuLink(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    // The page may have given up on the request meanwhile (it navigated or cancelled it).
    await route.continue().catch(() => undefined);
  });
  return { release: async () => release() };
}

/**
 * Makes the next `count` requests to a URL fail as a refused connection would, then lets
 * the following ones through to the real server (a dropped network, not a fake answer).
 */
export async function refuseRequests(page: Page, url: string | RegExp, count = 1) {
  let refused = 0;
  await page.route(url, async (route) => {
    if (refused < count) {
      refused += 1;
      await route.abort('connectionrefused');
    } else {
      await route.continue();
    }
  });
}

/** A module of the built server (apps/server/dist), for tests that need its own code paths. */
function serverModule<T>(relativePath: string): Promise<T> {
  return import(pathToFileURL(path.join(REPO_ROOT, 'apps/server/dist', relativePath)).href);
}

interface ServerDatabase {
  db: {
    select(fields: Record<string, unknown>): {
      from(table: unknown): { limit(count: number): Promise<Array<Record<string, unknown>>> };
    };
    insert(table: unknown): { values(row: Record<string, unknown>): Promise<unknown> };
  };
  close(): Promise<void>;
}

export interface ProductRow {
  slug: string;
  name: string;
  description: string;
  price: string;
}

export interface PrivateShop {
  server: ShopServer;
  /** Stores a product as the shop's own code does (descriptions go through `sanitizeDescription`). */
  addProduct(product: ProductRow): Promise<void>;
  /** Writes a product row as-is, as a bad import or a manual SQL statement could. */
  addProductUnsanitised(product: ProductRow): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A shop of the test's own, on a database the test can write to: for data that no public
 * API creates yet. It runs the built server exactly like the one Playwright starts.
 */
export async function startPrivateShop(): Promise<PrivateShop> {
  const dataDir = await scratchFolder('shop-e2e-');
  const { startEmbeddedDatabase } = await serverModule<{
    startEmbeddedDatabase(options: {
      dataDir: string;
      port: number;
    }): Promise<{ url: string; stop(): Promise<void> }>;
  }>('db/embedded.js');
  const database = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'postgres'),
    port: await freePort(),
  });
  const server = await startShopServer({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: database.url },
  });
  const { connectDatabase } = await serverModule<{
    connectDatabase(url: string, poolSize: number): ServerDatabase;
  }>('db/client.js');
  const schema = await serverModule<{ products: unknown; categories: { id: unknown } }>(
    'db/schema.js',
  );
  const { sanitizeDescription } = await serverModule<{
    sanitizeDescription(html: string): string;
  }>('html/description.js');
  const connection = connectDatabase(database.url, 2);

  async function insert(product: ProductRow, description: string) {
    const [category] = await connection.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .limit(1);
    await connection.db.insert(schema.products).values({
      slug: product.slug,
      name: product.name,
      description,
      price: parseMoney(product.price),
      categoryId: category?.id,
    });
  }

  return {
    server,
    addProduct: (product) => insert(product, sanitizeDescription(product.description)),
    addProductUnsanitised: (product) => insert(product, product.description),
    async stop() {
      await connection.close();
      await server.stop();
      await database.stop();
      await removeFolder(dataDir);
    },
  };
}
