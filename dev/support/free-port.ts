import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST_PORT = 10_000;
const DEFAULT_EPHEMERAL_START = 32_768;
const TRIES = 50;

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, chosen below the system's ephemeral
 * range. A port the system hands out for "any port" (bind 0) can be handed out again the moment we
 * release it, to another process asking the same (the Firestore emulator binds three such ports while
 * it starts), so a port from that range is not ours for long.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralRangeStart();
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (below - LOWEST_PORT));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port found between ${LOWEST_PORT} and ${below} after ${TRIES} tries.`);
}

function ephemeralRangeStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > LOWEST_PORT + 1_000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
