/**
 * What a store package must not hold: source maps, TypeScript sources, test code, the local
 * emulators' configuration and data, or a .env file. Each rule names why, for the error message.
 */
const FORBIDDEN: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\.map$/, what: 'a source map' },
  { pattern: /(^|\/)\.env($|\.)|(^|\/)release\.env$/, what: 'a .env file' },
  { pattern: /\.(c|m)?tsx?$/, what: 'a TypeScript source' },
  { pattern: /(^|\/)(tests?|__tests__|testing|fixtures)\/|\.(test|spec)\.[a-z]+$/, what: 'test code' },
  { pattern: /(^|\/)(firebase\.json|\.firebaserc|firestore\.rules|firestore\.indexes\.json)$|(^|\/)(\.cartwatch-data|dev)\//, what: 'local emulator configuration' },
  { pattern: /(^|\/)(node_modules|\.git|\.vite)\//, what: 'a build tool’s folder' },
];

/** Every entry of a package that must not be there, with the reason. */
export function forbiddenEntries(paths: readonly string[]): string[] {
  return paths.flatMap((path) => FORBIDDEN.filter(({ pattern }) => pattern.test(path)).map(({ what }) => `${path}: ${what}`));
}

/** A built file that points at a source map (sourceMappingURL), which a release must not. */
export function pointsAtSourceMap(text: string): boolean {
  return /[#@]\s*sourceMappingURL=/.test(text);
}
