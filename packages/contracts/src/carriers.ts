/**
 * The carriers the shop ships with (issue 27), without zod: the admin imports this subpath
 * alone so its first load stays free of the schemas (its bundle budget).
 */
export const CARRIERS = ['bpost', 'postnl', 'dpd', 'mondial_relay'] as const;
