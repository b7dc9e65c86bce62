import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface ReceivedDelivery {
  payload: string;
  signature: string;
  status: number;
  event: Stripe.Event | null;
  rejection: string | null;
}

/**
 * A stand-in for the shop's webhook endpoint: it verifies every delivery with the SDK's own
 * `stripe.webhooks.constructEvent`, as the shop will, and can be told to fail for a while.
 */
export class WebhookReceiver {
  readonly deliveries: ReceivedDelivery[] = [];
  private failuresLeft = 0;
  private readonly stripe = new Stripe('sk_test_webhook_receiver');

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly secret: string,
  ) {}

  static async start(secret: string): Promise<WebhookReceiver> {
    let receiver: WebhookReceiver | null = null;
    const server = createServer((request, response) => {
      void readBody(request).then((payload) => {
        const status = receiver?.receive(payload, request.headers['stripe-signature']) ?? 503;
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ received: status === 200 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    receiver = new WebhookReceiver(
      server,
      `http://127.0.0.1:${port}/api/checkout/webhook/`,
      secret,
    );
    return receiver;
  }

  /** The next `count` deliveries get a 500, as from a shop that is down or failing. */
  failNext(count: number): void {
    this.failuresLeft = count;
  }

  /** Events the receiver accepted, in the order they arrived. */
  acceptedEvents(): Stripe.Event[] {
    return this.deliveries.flatMap((delivery) =>
      delivery.status === 200 && delivery.event ? [delivery.event] : [],
    );
  }

  rejections(): string[] {
    return this.deliveries.flatMap((delivery) => (delivery.rejection ? [delivery.rejection] : []));
  }

  async waitForEvent(
    type: Stripe.Event['type'],
    matches: (event: Stripe.Event) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Stripe.Event> {
    return eventually(() => {
      const found = this.acceptedEvents().find((event) => event.type === type && matches(event));
      if (!found) throw new Error(`no accepted ${type} event yet`);
      return found;
    }, timeoutMs);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(payload: string, signature: string | string[] | undefined): number {
    const header = Array.isArray(signature) ? (signature[0] ?? '') : (signature ?? '');
    let event: Stripe.Event | null = null;
    let rejection: string | null = null;
    try {
      event = this.stripe.webhooks.constructEvent(payload, header, this.secret);
    } catch (error) {
      rejection = error instanceof Error ? error.message : String(error);
    }
    let status = rejection ? 400 : 200;
    if (status === 200 && this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      status = 500;
    }
    this.deliveries.push({ payload, signature: header, status, event, rejection });
    return status;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Retries `check` until it stops throwing, or fails with its last error after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
