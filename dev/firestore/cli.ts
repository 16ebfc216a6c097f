import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port "${values.port}"`);
  process.exit(2);
}

// Imported here rather than at the top so that the server's own start-up can be timed.
const modulesStartedAt = performance.now();
const { startFirestoreServer } = await import('./server');
const server = await startFirestoreServer({ port, host: values.host, dataDir: values.data });
// performance.now() counts from the start of the process (Node and tsx start-up included);
// the second figure is this server's own share: loading its modules and starting to listen.
const sinceProcessStart = Math.round(performance.now());
const ownStartup = Math.round(performance.now() - modulesStartedAt);
const storage = values.data ? `data in ${values.data}` : 'in memory';
console.log(`Firestore dev server ready at ${server.url} (${sinceProcessStart} ms after process start, ${ownStartup} ms of it its own start-up; ${storage})`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error('[firestore] error while stopping:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
