import './jitless-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('jitless-zod', () => {
  it('configures zod not to compile parsers with new Function, without importing zod', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('leaves parsing unchanged', () => {
    const schema = z.object({ name: z.string(), quantity: z.number().int().min(1) });
    expect(schema.safeParse({ name: 'Mug', quantity: 2 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Mug', quantity: 0 }).success).toBe(false);
  });
});
