import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';

export interface LoopbackListener {
  port: number;
  close(): Promise<void>;
}

const attemptsForAFreePort = 5;

/**
 * Listens on 127.0.0.1 and on ::1 with the same port, so `localhost` works whichever address the
 * client resolves it to, without exposing the store beyond this machine.
 */
export async function listenOnLoopback(handler: RequestListener, port: number): Promise<LoopbackListener> {
  for (let attempt = 1; ; attempt++) {
    const ipv4 = await listen(createServer(handler), port, '127.0.0.1');
    const actualPort = (ipv4.address() as { port: number }).port;
    try {
      const ipv6 = await listen(createServer(handler), actualPort, '::1');
      return listener(actualPort, [ipv4, ipv6]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return listener(actualPort, [ipv4]);
      await closeServer(ipv4);
      // A free IPv4 port can be taken on IPv6; pick another when the caller let us choose.
      if (code === 'EADDRINUSE' && port === 0 && attempt < attemptsForAFreePort) continue;
      throw error;
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function listener(port: number, servers: Server[]): LoopbackListener {
  return { port, close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
