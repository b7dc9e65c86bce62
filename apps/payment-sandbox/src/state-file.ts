import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STRIPE_API_VERSION } from './api-version.js';
import type { EventJson } from './objects.js';
import {
  emptyState,
  type CouponRecord,
  type ChargeRecord,
  type DeliveryRecord,
  type IdempotencyRecord,
  type PaymentIntentRecord,
  type RefundRecord,
  type SandboxState,
  type SessionRecord,
} from './records.js';

const FORMAT = 1;

interface Snapshot {
  format: typeof FORMAT;
  apiVersion: string;
  sessions: SessionRecord[];
  /** Optional: files written before coupons were simulated have none. */
  coupons?: CouponRecord[];
  paymentIntents: PaymentIntentRecord[];
  charges: ChargeRecord[];
  refunds: RefundRecord[];
  events: EventJson[];
  deliveries: DeliveryRecord[];
  idempotency: IdempotencyRecord[];
  nextDeliverySequence: number;
}

export class StateFileError extends Error {
  override name = 'StateFileError';
}

/**
 * Keeps the sandbox's state in one JSON file so a restart (of the shop, which runs the sandbox
 * in-process) keeps its sessions, payments and undelivered webhooks. Every change asks for a
 * save; saves run one at a time, and changes made during a save are written by the next one.
 * Each save writes a temporary file and renames it over the old one, so a crash leaves either
 * the old or the new state, never half of one.
 */
export class StateFile {
  private pending = false;
  private writing: Promise<void> | null = null;
  private temporaryCounter = 0;

  constructor(
    readonly filePath: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * The saved state, or an empty one when there is no file yet. A file written for another
   * API version holds objects of other shapes: it is moved aside and the sandbox starts empty.
   */
  async load(): Promise<{ state: SandboxState; setAside: string | null }> {
    let text: string;
    try {
      text = await readFile(this.filePath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return { state: emptyState(), setAside: null };
      }
      throw error;
    }
    let snapshot: Partial<Snapshot>;
    try {
      snapshot = JSON.parse(text) as Partial<Snapshot>;
    } catch {
      throw new StateFileError(
        `The payment sandbox's data file ${this.filePath} is not valid JSON; delete it to start afresh.`,
      );
    }
    if (snapshot.format !== FORMAT || snapshot.apiVersion !== STRIPE_API_VERSION) {
      const setAside = `${this.filePath}.${snapshot.apiVersion ?? 'unknown'}.old`;
      await rename(this.filePath, setAside);
      return { state: emptyState(), setAside };
    }
    const state = emptyState();
    const byId = <T extends { id: string }>(records: T[] | undefined) =>
      new Map((records ?? []).map((record) => [record.id, record]));
    state.sessions = byId(snapshot.sessions);
    state.coupons = byId(snapshot.coupons);
    state.paymentIntents = byId(snapshot.paymentIntents);
    state.charges = byId(snapshot.charges);
    state.refunds = byId(snapshot.refunds);
    state.events = snapshot.events ?? [];
    state.deliveries = new Map(
      (snapshot.deliveries ?? []).map((delivery) => [delivery.eventId, delivery]),
    );
    state.idempotency = new Map((snapshot.idempotency ?? []).map((record) => [record.key, record]));
    state.nextDeliverySequence = snapshot.nextDeliverySequence ?? 1;
    return { state, setAside: null };
  }

  requestSave(state: SandboxState): void {
    this.pending = true;
    this.writing ??= this.drain(state);
  }

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(state: SandboxState): Promise<void> {
    try {
      while (this.pending) {
        this.pending = false;
        try {
          await this.write(serialise(state));
        } catch (error) {
          this.onError(error);
        }
      }
    } finally {
      this.writing = null;
    }
  }

  private async write(text: string): Promise<void> {
    await mkdir(path.dirname(this.filePath), { recursive: true });
    this.temporaryCounter += 1;
    const temporary = `${this.filePath}.${process.pid}.${this.temporaryCounter}.tmp`;
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, this.filePath);
  }
}

function serialise(state: SandboxState): string {
  const snapshot: Snapshot = {
    format: FORMAT,
    apiVersion: STRIPE_API_VERSION,
    sessions: [...state.sessions.values()],
    coupons: [...state.coupons.values()],
    paymentIntents: [...state.paymentIntents.values()],
    charges: [...state.charges.values()],
    refunds: [...state.refunds.values()],
    events: state.events,
    deliveries: [...state.deliveries.values()],
    idempotency: [...state.idempotency.values()],
    nextDeliverySequence: state.nextDeliverySequence,
  };
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}
