import { crx, type ManifestV3Export } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './manifest.json' with { type: 'json' };
import { reactRuntimeAliases } from './scripts/react-runtime-aliases';

type Manifest = typeof manifest & Record<string, unknown>;

/** Firefox runs the background as an event page and has no offscreen documents. */
function forFirefox(chrome: Manifest): ManifestV3Export {
  const { minimum_chrome_version: _chromeOnly, ...rest } = chrome;
  return {
    ...rest,
    permissions: chrome.permissions.filter((permission) => permission !== 'offscreen'),
    browser_specific_settings: { gecko: { id: 'cartwatch@cartwatch.app', strict_min_version: '128.0' } },
  };
}

export default defineConfig(({ mode }) => {
  const firefox = mode === 'firefox';
  return {
    plugins: [
      react(),
      crx({
        manifest: firefox ? forFirefox(manifest) : manifest,
        browser: firefox ? 'firefox' : 'chrome',
      }),
    ],
    resolve: { alias: reactRuntimeAliases },
    build: {
      outDir: firefox ? 'dist-firefox' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      rollupOptions: {
        output: {
          // Message schemas are the worker's business: keep them out of chunks the pages load.
          manualChunks: (id: string) => (id.includes('/node_modules/valibot/') ? 'schemas' : undefined),
        },
      },
    },
  };
});
