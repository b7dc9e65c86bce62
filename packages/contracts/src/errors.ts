import { z } from 'zod';

/**
 * Every error the API answers has this shape. Validation errors add one entry per
 * invalid field at the top level, Django-REST style: `{ "email": ["Please enter a valid email"] }`,
 * because that is what the storefront's forms read.
 */
export const ERROR_CODES = [
  'validation_error',
  'not_authenticated',
  'permission_denied',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorResponseSchema = z
  .object({
    code: errorCodeSchema,
    detail: z.string(),
  })
  .catchall(z.unknown());
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
