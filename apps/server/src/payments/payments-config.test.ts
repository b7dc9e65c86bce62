import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('payment configuration', () => {
  it('defaults to the local payment sandbox', () => {
    expect(loadConfig({}).payments).toMatchObject({
      stripeSecretKey: undefined,
      sandboxPort: 12111,
      sandboxDataFile: expect.stringMatching(/data\/payment-sandbox\.json$/),
      checkoutSessionMinutes: 31,
    });
  });

  it('takes Stripe keys, and requires the webhook secret with a secret key', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    });
    expect(config.payments.stripeSecretKey).toBe('sk_test_abc123');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
  });

  it('refuses keys of the wrong kind and sessions shorter than Stripe allows', () => {
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/);
    expect(() => loadConfig({ CHECKOUT_SESSION_MINUTES: '30' })).toThrow(
      /CHECKOUT_SESSION_MINUTES: must be at least 31 minutes/,
    );
  });
});
