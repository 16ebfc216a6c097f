import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { buildTarget, describeBuildTarget, LOCAL_BUILD_FLAG } from './scripts/build-target.ts';
import { chromeManifest, firefoxManifest } from './scripts/manifest.ts';

/** Small modules the worker and the pages both import: joined to the browser API polyfill, which they import too. */
const SHARED_WITH_WORKER = /\/src\/(features\/lists\/model\/lists|platform\/limits|features\/saving\/model\/product-to-save)\.ts$/;

/** What every page paints its first frame with (connector, shell, design system): it rides with React in `ui`. */
const FIRST_FRAME_MODULES = [
  'app/connector/connector-context.tsx',
  'app/connector/connector.ts',
  'app/connector/early-cache-read.ts',
  'app/connector/runtime-connector.ts',
  'app/connector/use-app-state.ts',
  'app/connector/use-request.ts',
  'features/account/popup/account-chip.tsx',
  'features/sharing/popup/list-label.tsx',
  'features/tracking/popup/check-outcome-messages.ts',
  'features/tracking/popup/not-watched.tsx',
  'features/tracking/popup/store-permission.ts',
  'pages/popup/first-paint.ts',
  'pages/shell/failed-writes.tsx',
  'pages/shell/mount-page.tsx',
  'pages/shell/state-gate.tsx',
  'pages/shell/status-line.tsx',
  'platform/browser/extension-api.ts',
  'ui/button.tsx',
  'ui/chip.tsx',
  'ui/class-names.ts',
  'ui/error-messages.ts',
  'ui/field.tsx',
  'ui/format-price.ts',
  'ui/product-image.tsx',
  'ui/select.tsx',
  'ui/skeleton.tsx',
  'ui/text-field.tsx',
  'ui/theme.css',
  'ui/typed-price.ts',
  'ui/use-lazy-chunk.ts',
];

/**
 * Pages load few, predictable chunks: one for the UI runtime and components, one for what they
 * share with the worker (the browser API polyfill and small shared modules). Each chunk a page
 * imports is a request of its own before its first frame: the popup's eight were 14 ms slower to
 * its first frame than three (bench:popup-ab, docs/popup-speed.md). Message schemas are the
 * worker's business and stay out of both.
 */

/** The source modules a page imports for what they do on load, not for anything they export. */
const RUN_ON_IMPORT = ['/src/app/connector/early-cache-read.ts'];

/**
 * Whether a module's top-level code must run even when nothing it exports is used. Cartwatch's
 * own modules only declare (bar RUN_ON_IMPORT and styles), so a feature's face (its index.ts,
 * re-exports only) pulls into a page just the parts the page uses, as a direct import would.
 */
function hasSideEffects(id: string): boolean {
  if (!id.startsWith(SOURCE_DIR)) return true;
  return id.endsWith('.css') || id.includes('?') || RUN_ON_IMPORT.some((module) => id.endsWith(module));
}
const SOURCE_DIR = join(import.meta.dirname, 'src/');

function pageChunks(id: string): string | undefined {
  if (id.includes('/node_modules/valibot/')) return 'schemas';
  if (id.includes('/node_modules/webextension-polyfill/') || SHARED_WITH_WORKER.test(id)) return 'browser-api';
  if (id.includes('/node_modules/react/') || id.includes('/node_modules/react-dom/') || id.includes('/node_modules/scheduler/')) return 'ui';
  if (FIRST_FRAME_MODULES.some((module) => id.endsWith(`/src/${module}`))) return 'ui';
  return undefined;
}

/**
 * crxjs lists scripts imported with `?script` as web-accessible to every site. Cartwatch injects
 * its content script with scripting.executeScript, which needs no such entry, and a listed file
 * would let any page detect that Cartwatch is installed.
 */
const keepContentScriptPrivate: Plugin = {
  name: 'cartwatch:keep-content-script-private',
  enforce: 'post',
  writeBundle(options) {
    const file = join(options.dir ?? 'dist', 'manifest.json');
    const built = JSON.parse(readFileSync(file, 'utf8')) as { web_accessible_resources?: { resources: string[] }[] };
    const resources = (built.web_accessible_resources ?? []).filter(
      (entry) => !entry.resources.every((resource) => resource.startsWith('src/features/detection/content/')),
    );
    if (resources.length > 0) built.web_accessible_resources = resources;
    else delete built.web_accessible_resources;
    writeFileSync(file, `${JSON.stringify(built, null, 2)}\n`);
  },
};

/**
 * crxjs marks a `?script` import with a hash of the script's absolute path and swaps the mark for
 * the file's name only after the chunk hashes are computed, so the hash of a chunk that imports one
 * (the worker's) would depend on the folder the build ran in. Such a chunk is named without a
 * hash: the same sources build the same files in any folder (tests/release/package.test.ts).
 */
function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  return chunk.moduleIds.some((id) => id.includes('?scriptId=')) ? 'assets/[name].js' : 'assets/[name]-[hash].js';
}

/**
 * What only a local build has: the re-check politeness interval it may shorten (tests, the benchmark),
 * and the flag that points it at the local emulators. A release gets neither.
 */
const POLITENESS_ENV = 'CARTWATCH_RECHECK_POLITENESS_MS';

function devOnlyDefines(env: Record<string, string>): Record<string, string> {
  const local = env[LOCAL_BUILD_FLAG] === '1' && !env.VITE_FIREBASE_API_KEY?.trim();
  return {
    [`import.meta.env.${POLITENESS_ENV}`]: JSON.stringify(local ? (env[POLITENESS_ENV] ?? '') : ''),
    'import.meta.env.CARTWATCH_LOCAL_BACKEND': JSON.stringify(local ? '1' : ''),
  };
}

export default defineConfig(({ command, mode }) => {
  const firefox = mode === 'firefox';
  const env = loadEnv(mode, process.cwd(), ['VITE_', LOCAL_BUILD_FLAG, POLITENESS_ENV]);
  if (command === 'build') {
    console.warn(describeBuildTarget(buildTarget(env)));
  }
  return {
    define: devOnlyDefines(env),
    plugins: [
      react(),
      crx({
        manifest: firefox ? firefoxManifest() : chromeManifest(),
        browser: firefox ? 'firefox' : 'chrome',
      }),
      keepContentScriptPrivate,
    ],
    build: {
      outDir: firefox ? 'dist-firefox' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // A page's HTML lists every chunk its entry imports, so they load at once rather than one
      // import level after another (three levels cost the popup ~20 ms before its script ran).
      // Lazy chunks get no preload list: the worker has no document to add links to.
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      // Firebase makes the worker's chunk large; pages stay small (see npm run bench:size).
      chunkSizeWarningLimit: 800,
      rollupOptions: {
        treeshake: { moduleSideEffects: hasSideEffects },
        // Pages the manifest does not name: crxjs builds them when they are inputs.
        ...(firefox ? {} : { input: { offscreen: 'src/pages/offscreen/index.html' } }),
        output: {
          manualChunks: pageChunks,
          entryFileNames: chunkFileName,
          chunkFileNames: chunkFileName,
        },
      },
    },
  };
});
