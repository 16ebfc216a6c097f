import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;
const HTML_SCRIPT = /<script[^>]*\ssrc=["']([^"']+)["']/g;
const HTML_PRELOAD = /<link[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/g;

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '').filter(Boolean);
}

function resolveFrom(dist: string, fromFile: string, specifier: string): string {
  return specifier.startsWith('/') ? join(dist, specifier) : resolve(dirname(fromFile), specifier);
}

/** Every JavaScript file an entry loads, directly or through imports, as paths relative to dist. */
export function javascriptOf(distDir: string, entry: string): string[] {
  const dist = resolve(distDir);
  const entryPath = join(dist, entry);
  const queue = entry.endsWith('.html')
    ? [HTML_SCRIPT, HTML_PRELOAD].flatMap((pattern) =>
        specifiers(readFileSync(entryPath, 'utf8'), pattern).map((src) => resolveFrom(dist, entryPath, src)),
      )
    : [entryPath];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const specifier of [...specifiers(code, STATIC_IMPORT), ...specifiers(code, DYNAMIC_IMPORT)]) {
      queue.push(resolveFrom(dist, file, specifier));
    }
  }
  return [...seen].map((file) => relative(dist, file)).sort();
}

/** Strings that only Firebase's SDK carries. */
const FIREBASE_MARKERS = ['firestore.googleapis.com', 'identitytoolkit.googleapis.com', 'FirebaseError', '@firebase/'];

export function containsFirebase(code: string): boolean {
  return FIREBASE_MARKERS.some((marker) => code.includes(marker));
}

/** Where crxjs writes the content script that the worker injects (imported with `?script&iife`). */
export const CONTENT_SCRIPT_OUTPUT = 'src/features/detection/content/detect-page.js';
