// Resolves `firebase/firestore` to the SDK's browser build, as the vitest integration project does:
// its Node build speaks gRPC; the browser build speaks WebChannel, as the extension does and the
// dev server understands. Registered by `node --import ./bench/browser-firestore.mjs`.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const browserBuild = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('@firebase/firestore/package.json')), 'dist/index.esm.js'),
).href;

export function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier === 'firebase/firestore' ? browserBuild : specifier, context);
}
