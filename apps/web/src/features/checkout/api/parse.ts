import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** Validates a success answer; a body of another shape is an `invalid_response` ApiError. */
export function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, url: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid_response',
      status: 200,
      body: data,
      url,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
