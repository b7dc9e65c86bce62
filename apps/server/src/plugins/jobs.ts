import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/**
 * Background jobs through pg-boss, in the schema `pgboss` of the shop's own database and on
 * its connection pool: no other service to run, and a job can be queued inside the
 * transaction that makes it necessary (it exists exactly when that transaction commits).
 * pg-boss starts in the background and on first use, so the shop still starts (and answers
 * 503 from its health check) while the database is briefly away.
 *
 * The queue names live here because several areas queue the same job; the area that owns a
 * job describes it (policy, retries, schedule, worker) in its own `jobs.ts`, and src/jobs.ts
 * defines them all.
 */

/** Queued once per paid order; the mail feature's worker sends it. */
export const ORDER_CONFIRMATION_QUEUE = 'send-order-confirmation';
/** One job per outbox row (src/mail): sends it over SMTP or keeps it in the outbox. */
export const DELIVER_MAIL_QUEUE = 'deliver-mail';
/**
 * Queued by whoever makes a product available again (the admin panel, a cancelled order's
 * released stock): `{ product_id }`. The back-in-stock feature's worker mails its subscribers.
 */
export const PRODUCT_RESTOCKED_QUEUE = 'product-restocked';
/** Settles pending orders whose webhooks were lost (every minute, once across instances). */
export const RECONCILE_PAYMENTS_QUEUE = 'reconcile-payments';
/**
 * Mails the money gift cards whose day has come to their recipients (every minute, once across
 * instances; queued at once too when a buyer picks today).
 */
export const SEND_GIFT_CARDS_QUEUE = 'send-gift-cards';
/** Removes mails and contact messages past their retention period (daily, once across instances). */
export const PURGE_EXPIRED_DATA_QUEUE = 'purge-expired-data';
/** Deletes an erased account's photo files once its erasure committed (ADR 0097). */
export const DELETE_PHOTO_FILES_QUEUE = 'delete-photo-files';
/** Hands waiting Peppol e-invoices to the access point (every 5 minutes, once across instances). */
export const HAND_IN_E_INVOICES_QUEUE = 'hand-in-e-invoices';

/** Jobs a worker takes per fetch, and how often an idle worker looks for new ones. */
const WORKER_BATCH_SIZE = 20;
const WORKER_POLLING_SECONDS = 1;

export interface JobQueue {
  /**
   * Resolves once pg-boss runs. Await it before opening a transaction that will queue a job:
   * starting needs pool connections, which waiters on that transaction's locks may hold.
   */
  ready(): Promise<void>;
  /** Queues a job; with `client`, inside that client's open transaction. */
  send(
    queue: string,
    data: object,
    options?: { client?: pg.PoolClient; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Makes a job known: its queue is created on start, its schedule set and its worker run (only
   * where workers run, see JobsOptions). Each area names its jobs in its own `jobs.ts`; the
   * app defines them all in one place (src/jobs.ts).
   */
  define(job: JobDefinition): void;
}

/** A background job as the area that owns it describes it. */
export interface JobDefinition {
  queue: string;
  /** How pg-boss keeps the queue: its policy and retries. */
  options: Omit<PgBoss.Queue, 'name'>;
  /** A cron expression (UTC) when the job also runs by itself. */
  schedule?: string;
  run(data: unknown): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsOptions {
  pool: pg.Pool;
  /**
   * Run schedules, workers and pg-boss's maintenance. Off in the API tests, which call the
   * job functions themselves and would otherwise race the cron against their assertions.
   */
  runWorkers: boolean;
}

export const jobsPlugin = fp<JobsOptions>(async (app, { pool, runWorkers }) => {
  // pg-boss settles a job after its handler without awaiting it, and a worker may still be
  // fetching when stop() returns. Closing waits for all of these, so none of them meets an
  // ended pool (an unhandled rejection that would crash the process on shutdown).
  const inFlight = new Set<Promise<unknown>>();
  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }
  async function settleInFlight(deadline: number): Promise<void> {
    while (inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
      // What a settled handler sets off (its job's complete or fail) starts a tick later.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const boss = new PgBoss({
    db: { executeSql: (text, values) => tracked(pool.query(text, values)) },
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
  });
  boss.on('error', (error) => app.log.error({ err: error }, 'background jobs failed'));
  const definitions = new Map<string, JobDefinition>();

  async function start(): Promise<void> {
    await boss.start();
    for (const job of definitions.values()) {
      await boss.createQueue(job.queue, { name: job.queue, ...job.options });
    }
    if (!runWorkers) return;
    for (const job of definitions.values()) {
      if (job.schedule !== undefined) await boss.schedule(job.queue, job.schedule);
    }
    for (const { queue: name, run: handler } of definitions.values()) {
      // A batch per fetch: with one job per polling interval, a burst of 100 orders would take
      // minutes to mail. Each job settles on its own, so one failing mail does not send its
      // batch-mates round again (pg-boss completes only the jobs still active afterwards).
      await boss.work(
        name,
        { batchSize: WORKER_BATCH_SIZE, pollingIntervalSeconds: WORKER_POLLING_SECONDS },
        (jobs) => tracked(handleBatch(name, handler, jobs)),
      );
    }
  }

  async function handleBatch(
    name: string,
    handler: (data: unknown) => Promise<void>,
    jobs: PgBoss.Job<unknown>[],
  ): Promise<void> {
    for (const job of jobs) {
      try {
        await handler(job.data);
      } catch (error) {
        app.log.warn({ err: error, queue: name, jobId: job.id }, 'job failed, will retry');
        await boss.fail(name, job.id, {
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  let started: Promise<void> | null = null;
  const ensureStarted = () =>
    (started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    }));

  const queue: JobQueue = {
    ready: ensureStarted,
    async send(name, data, options = {}) {
      await ensureStarted();
      const { client, singletonKey } = options;
      return boss.send(name, data, {
        ...(singletonKey === undefined ? {} : { singletonKey }),
        ...(client === undefined
          ? {}
          : {
              db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
            }),
      });
    },
    define(job) {
      definitions.set(job.queue, job);
    },
  };
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => {
    if (!runWorkers) return;
    ensureStarted().catch((error: unknown) =>
      app.log.error({ err: error }, 'background jobs could not start; retrying on first use'),
    );
  });
  app.addHook('onClose', async () => {
    const running = started;
    if (!running) return;
    await running.catch(() => undefined);
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => undefined);
    await settleInFlight(Date.now() + 15_000);
  });
});
