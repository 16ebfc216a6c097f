import { parseArgs } from 'node:util';
import { startFirestoreServer } from './server';

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

const server = await startFirestoreServer({ port, host: values.host, dataDir: values.data });
// performance.now() counts from the start of this process, so this includes loading the modules.
const elapsed = Math.round(performance.now());
console.log(`Firestore dev server ready at ${server.url} (${elapsed} ms after process start${values.data ? `, data in ${values.data}` : ', in memory'})`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
