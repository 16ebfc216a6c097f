/**
 * Every file and folder a build of the extension reads besides its environment and node_modules:
 * `npm start` fingerprints them to keep an unchanged build, and the source archive for
 * addons.mozilla.org holds them (tests/release/package.test.ts builds from that archive alone).
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'manifest.json',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build-target.ts',
  'scripts/manifest.ts',
];
