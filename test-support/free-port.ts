import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port that was free a moment ago, for a server that a test starts a little later (a child
 * process, an embedded PostgreSQL, a shop that a sandbox must reach).
 *
 * It is drawn below the range the OS hands to outgoing connections (Linux's
 * ip_local_port_range, 32768–60999 unless configured): a port from that range can be taken by
 * any of the tests' many database connections before the server listens on it, which failed a
 * CI run with EADDRINUSE. Below it, only another explicit listener can take it.
 */
export async function freePort(): Promise<number> {
  const lowest = 10_000;
  const highest = firstEphemeralPort() - 1;
  for (let attempt = 0; highest - lowest >= 1_000 && attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if ((await listenOnce(port)) !== null) return port;
  }
  const port = await listenOnce(0);
  if (port === null) throw new Error('No free port on 127.0.0.1.');
  return port;
}

function firstEphemeralPort(): number {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (first !== undefined && Number.isInteger(first) && first > 0) return first;
  } catch {
    // Not Linux: the IANA dynamic range, which macOS and Windows use.
  }
  return 49_152;
}

/** The port listened on and released again, or null when it is taken. */
function listenOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}
