import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.js';
import { requestChildLoggerFactory, serverLogOptions } from './log-redaction.js';

/** The server's logger (Fastify's pino with the server's settings) writing into `lines`. */
function serverLogger(level: Config['logLevel'], lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return Fastify({ logger: { ...serverLogOptions({ logLevel: level }), stream } }).log;
}

describe("a request's logger (made on its first line, issue 30)", () => {
  it('writes a line above the level with the request id, and redacts it as the server does', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = serverLogger('warn', lines);
    const log = requestChildLoggerFactory(parent, { reqId: 'req-7' }, {});

    log.info('incoming request');
    log.warn({ body: { password: 'hunter2', email: 'a@example.com' } }, 'refused');

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: 'req-7',
        msg: 'refused',
        body: { password: '[Redacted]', email: 'a@example.com' },
      }),
    ]);
  });

  it('makes no child logger for a request that writes nothing, and one for a request that does', () => {
    const parent = serverLogger('warn', []);
    const child = vi.spyOn(parent, 'child');

    const quiet = requestChildLoggerFactory(parent, { reqId: 'req-1' }, {});
    quiet.info('incoming request');
    quiet.debug('details');
    expect(quiet.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();

    const failing = requestChildLoggerFactory(parent, { reqId: 'req-2' }, {});
    failing.error('failed');
    failing.warn('and again');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("keeps a route's own level and a child's bindings", () => {
    const lines: Record<string, unknown>[] = [];
    const parent = serverLogger('warn', lines);

    requestChildLoggerFactory(parent, { reqId: 'req-3' }, { level: 'debug' }).debug('route');
    const log = requestChildLoggerFactory(parent, { reqId: 'req-4' }, {});
    log.child({ job: 'mail' }).error('job failed');
    log.level = 'info';
    log.info('now written');

    expect(lines.map(({ reqId, job, msg }) => ({ reqId, job, msg }))).toEqual([
      { reqId: 'req-3', job: undefined, msg: 'route' },
      { reqId: 'req-4', job: 'mail', msg: 'job failed' },
      { reqId: 'req-4', job: undefined, msg: 'now written' },
    ]);
  });

  it("is the server's: a request's warning reaches the log with its id", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      loggerInstance: serverLogger('warn', lines),
      childLoggerFactory: requestChildLoggerFactory,
    });
    app.get('/', (request) => {
      request.log.warn('looked twice');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/' });
    await app.close();

    expect(lines).toEqual([
      expect.objectContaining({ msg: 'looked twice', reqId: expect.any(String) }),
    ]);
  });
});
