/**
 * How long an order's photos are kept after the order ended (ADR 0097, ADR 0100), without zod:
 * the admin's settings form imports this subpath alone. At least long enough to print again a
 * gift damaged on its way; at most the two years of the legal guarantee (Directive 2019/771
 * art. 10): longer keeps personal data without need (GDPR art. 5(1)(e)).
 */
export const ORDER_PHOTO_RETENTION_MIN_DAYS = 30;
export const ORDER_PHOTO_RETENTION_MAX_DAYS = 730;
