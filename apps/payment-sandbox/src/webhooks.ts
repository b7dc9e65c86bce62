import { createHmac } from 'node:crypto';
import type { EventJson } from './objects.js';
import type { DeliveryRecord, SandboxState } from './records.js';

/**
 * Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`,
 * keyed with the endpoint's signing secret (`whsec_...`), which is what
 * `stripe.webhooks.constructEvent` checks.
 */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export interface WebhookRetryOptions {
  /** Wait after the first failed attempt; it doubles with every further failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all, the first included, before the event is given up. */
  maxAttempts: number;
  /** How long one attempt waits for the endpoint to answer. */
  timeoutMs: number;
}

/** About 20 minutes of retries: enough to outlast a restart of the shop during development. */
export const DEFAULT_WEBHOOK_RETRY: WebhookRetryOptions = {
  initialDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
  maxAttempts: 12,
  timeoutMs: 10_000,
};

export interface WebhookLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface WebhookDelivererOptions {
  url: string | (() => string);
  secret: string;
  retry: WebhookRetryOptions;
  log: WebhookLogger;
  onChange: () => void;
}

/**
 * Sends recorded events to the shop's webhook endpoint, in the background.
 *
 * Events of one checkout session go out in order: the next waits until the one before was
 * accepted or given up, so `checkout.session.completed` always precedes the async payment
 * result. A delivery fails on a network error, a timeout or any non-2xx answer (a redirect
 * too, as at Stripe) and is retried with exponential backoff. Pending deliveries live in the
 * state, so they survive a restart.
 */
export class WebhookDeliverer {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private stopped = false;

  constructor(
    private readonly state: SandboxState,
    private readonly options: WebhookDelivererOptions,
  ) {}

  /** Looks for deliveries that are due; call after recording an event. */
  wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.dispatch(), 0);
  }

  /** Stops sending; attempts in flight are cut off and stay pending for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await Promise.allSettled(this.inFlight.values());
  }

  private dispatch(): void {
    this.timer = null;
    if (this.stopped) return;
    const now = Date.now();
    let nextWake: number | null = null;
    for (const head of this.headsOfLine()) {
      if (this.inFlight.has(head.orderingKey)) continue;
      if (head.nextAttemptAt <= now) {
        const attempt = this.attempt(head).finally(() => {
          this.inFlight.delete(head.orderingKey);
          this.wake();
        });
        this.inFlight.set(head.orderingKey, attempt);
      } else if (nextWake === null || head.nextAttemptAt < nextWake) {
        nextWake = head.nextAttemptAt;
      }
    }
    if (nextWake !== null) {
      this.timer = setTimeout(() => this.dispatch(), Math.max(0, nextWake - now));
    }
  }

  /** The oldest pending delivery of each ordering key. */
  private headsOfLine(): DeliveryRecord[] {
    const heads = new Map<string, DeliveryRecord>();
    for (const delivery of this.state.deliveries.values()) {
      const current = heads.get(delivery.orderingKey);
      if (!current || delivery.sequence < current.sequence) {
        heads.set(delivery.orderingKey, delivery);
      }
    }
    return [...heads.values()];
  }

  private async attempt(delivery: DeliveryRecord): Promise<void> {
    const event = this.state.events.find((candidate) => candidate.id === delivery.eventId);
    if (!event) {
      this.state.deliveries.delete(delivery.eventId);
      this.options.onChange();
      return;
    }
    const failure = await this.send(event);
    if (this.stopped) return;
    if (failure === null) {
      this.state.deliveries.delete(delivery.eventId);
      this.options.log.info(`Webhook ${event.type} ${event.id} delivered`);
    } else {
      delivery.attempts += 1;
      const { retry, log } = this.options;
      if (delivery.attempts >= retry.maxAttempts) {
        this.state.deliveries.delete(delivery.eventId);
        log.error(
          `Webhook ${event.type} ${event.id} given up after ${delivery.attempts} attempts: ${failure}`,
        );
      } else {
        const delay = Math.min(
          retry.initialDelayMs * 2 ** (delivery.attempts - 1),
          retry.maxDelayMs,
        );
        delivery.nextAttemptAt = Date.now() + delay;
        log.warn(
          `Webhook ${event.type} ${event.id} failed (attempt ${delivery.attempts}: ${failure}); retrying in ${delay} ms`,
        );
      }
    }
    this.options.onChange();
  }

  /** Null when the endpoint accepted the event, otherwise why it did not. */
  private async send(event: EventJson): Promise<string | null> {
    const payload = JSON.stringify(event, null, 2);
    const signature = signatureHeader(payload, this.options.secret, Math.floor(Date.now() / 1000));
    try {
      const { url } = this.options;
      const response = await fetch(typeof url === 'function' ? url() : url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([
          this.abort.signal,
          AbortSignal.timeout(this.options.retry.timeoutMs),
        ]),
      });
      // The body is not used, but reading it lets the connection be reused.
      await response.arrayBuffer().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }
}
