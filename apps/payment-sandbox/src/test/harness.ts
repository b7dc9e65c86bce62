import Stripe from 'stripe';
import { createPaymentSandbox, type PaymentSandbox, type PaymentSandboxOptions } from '../index.js';
import { WebhookReceiver } from './webhook-receiver.js';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_payment_sandbox';
export const SECRET_KEY = 'sk_test_payment_sandbox_tests';

/** A clock the test moves by hand; it starts at the real time. */
export class TestClock {
  private offsetMs = 0;
  readonly now = () => Date.now() + this.offsetMs;
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface Harness {
  sandbox: PaymentSandbox;
  stripe: Stripe;
  receiver: WebhookReceiver;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * A sandbox on a random local port, a webhook receiver in the shop's place and the real
 * `stripe` SDK pointed at the sandbox, configured the way the shop will configure it.
 */
export async function startHarness(
  options: Partial<PaymentSandboxOptions> & { receiver?: WebhookReceiver } = {},
): Promise<Harness> {
  const { receiver: givenReceiver, ...sandboxOptions } = options;
  const receiver = givenReceiver ?? (await WebhookReceiver.start(WEBHOOK_SECRET));
  const clock = new TestClock();
  const sandbox = await createPaymentSandbox({
    host: '127.0.0.1',
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    asyncPaymentDelayMs: 50,
    webhookRetry: { initialDelayMs: 20, maxDelayMs: 200, maxAttempts: 5, timeoutMs: 2000 },
    now: clock.now,
    ...sandboxOptions,
  });
  const stripe = stripeFor(sandbox);
  return {
    sandbox,
    stripe,
    receiver,
    clock,
    async close() {
      await sandbox.close();
      if (!givenReceiver) await receiver.close();
    },
  };
}

export function stripeFor(sandbox: PaymentSandbox, key = SECRET_KEY): Stripe {
  return new Stripe(key, { ...sandbox.stripeClientConfig, maxNetworkRetries: 0 });
}

/** The parameters the shop's checkout creates sessions with. */
export function shopSessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: 2450,
          product_data: {
            name: 'Star map print',
            description: 'The night sky of your date, framed in oak',
          },
        },
        quantity: 2,
      },
      {
        price_data: {
          currency: 'eur',
          unit_amount: 1299,
          product_data: { name: 'Engraved pen', description: 'Brass, with a name of your choice' },
        },
        quantity: 1,
      },
    ],
    customer_email: 'customer@example.com',
    client_reference_id: 'order-1042',
    metadata: { order_id: '1042' },
    shipping_address_collection: { allowed_countries: ['BE', 'FR', 'NL', 'DE', 'LU'] },
    locale: 'en',
    expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    success_url: 'http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/cart',
    ...overrides,
  };
}

/** 2 × €24.50 + 1 × €12.99 */
export const SHOP_SESSION_TOTAL = 6199;
