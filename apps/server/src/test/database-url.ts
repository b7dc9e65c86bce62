export const TEMPLATE_NAMES = { empty: 'shop_test_template', demo: 'shop_test_demo' } as const;

/** The same server URL pointing at another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
