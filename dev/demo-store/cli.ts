import { parseArgs } from 'node:util';
import { startDemoStore } from './index';

const usage = `Usage: npm run dev:store -- [--port 5301 --port 5302]

Starts the demo store: one shop per --port (at most two), on free ports when none are given.`;

function parsePorts(): number[] | undefined {
  const { values } = parseArgs({
    options: { port: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values.port?.map((text) => {
    const port = Number(text);
    if (!/^\d+$/.test(text) || port > 65535) throw new RangeError(`--port ${text} is not a port number`);
    return port;
  });
}

async function main(): Promise<void> {
  const demoStore = await startDemoStore({ ports: parsePorts() });
  for (const store of demoStore.stores) {
    console.log(`${store.name}: ${store.origins.join('  ')}`);
  }
  console.log(`Admin: ${demoStore.adminUrl}  (JSON API under /__admin/products, see dev/demo-store/README.md)`);
  const stop = () => {
    demoStore.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(1);
});
