import { createServer } from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
    readonly flag: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Is another "npm start" running? ` +
        `Stop it, or choose another port: npm start -- ${flag} <port>`,
    );
    this.name = 'PortInUseError';
  }
}

/** Resolves when nothing listens on 127.0.0.1:port; port 0 always passes. */
export function assertPortFree(port: number, service: string, flag: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolveFree, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, service, flag) : error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree()));
  });
}
