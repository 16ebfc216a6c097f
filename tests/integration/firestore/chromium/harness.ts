import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../e2e/support/chromium';

const here = dirname(fileURLToPath(import.meta.url));

export interface PageHost {
  url: string;
  close(): Promise<void>;
}

/** Bundles the test page with Vite (browser build of the SDK) and serves it from its own origin. */
export async function hostTestPage(): Promise<PageHost> {
  const outDir = await mkdtemp(join(tmpdir(), 'cartwatch-firestore-page-'));
  await build({
    configFile: false,
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: { page: join(here, 'page.ts'), sw: join(here, 'worker.ts') }, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    },
  });
  const html = '<!doctype html><meta charset="utf-8"><title>firestore test</title><script type="module" src="/page.js"></script>';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (!/^\/[\w.-]+\.js$/.test(path)) {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
      return;
    }
    readFile(join(outDir, path.slice(1))).then(
      (script) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ headless: true, ...chromiumLaunchOptions() });
}
