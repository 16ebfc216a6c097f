import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { BUILD_INPUTS } from '../build-inputs.ts';
import { envFileOf, type ReleaseEnv } from './release-env.ts';
import type { ZipEntry } from './zip.ts';

/** What packages a release besides the build's own inputs: this folder and its entry point. */
const PACKAGER_FILES = ['scripts/package.ts', 'scripts/package', 'scripts/build-inputs.ts'];
export const BUILD_INSTRUCTIONS = 'BUILDING.md';
export const RELEASE_ENV_FILE = 'release.env';

/** The files under `inputs` (files or folders) in `root`, as sorted relative paths with forward slashes. Dot files are left out. */
export function filesOf(root: string, inputs: readonly string[]): string[] {
  return inputs
    .flatMap((input) => {
      const path = join(root, input);
      if (!existsSync(path)) throw new Error(`${input} is missing from ${root}.`);
      if (!statSync(path).isDirectory()) return [path];
      return readdirSync(path, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    })
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** Where the release was built, for the instructions (the files do not depend on it; the zip's bytes on Node's zlib). */
export interface BuildMachine {
  node: string;
  platform: string;
}

/** The instructions addons.mozilla.org's reviewers follow to build the add-on from this archive. */
export function buildInstructions(version: string, projectId: string, machine: BuildMachine): string {
  return `# Building Cartwatch ${version} from this source archive

This archive holds everything that builds the Cartwatch add-on (and its Chrome package) except the
npm packages, which \`package-lock.json\` pins. Built as below, every file of the add-on is the same,
byte for byte, as in the submitted \`cartwatch-${version}-firefox.zip\`.

## What you need

- Node.js 20.12 or later with npm (the release was built with Node ${machine.node} on ${machine.platform}).
- A network connection for \`npm ci\`. Nothing else is downloaded during the build.

## Steps

\`\`\`sh
npm ci
npm run package
\`\`\`

\`npm run package\` reads the Firebase web configuration this release was built with from
\`${RELEASE_ENV_FILE}\` (project \`${projectId}\`; these values are in the built add-on anyway: a
web app's Firebase configuration is public, its security rules protect the data), builds the add-on
for Firefox and Chrome with Vite (\`vite.config.ts\`), and writes to \`release/\`:

- \`cartwatch-${version}-firefox.zip\`: the add-on submitted to addons.mozilla.org;
- \`cartwatch-${version}-chrome.zip\`: the Chrome Web Store package;
- \`cartwatch-${version}-source.zip\`: a source archive like this one;
- \`SHA256SUMS\`: the SHA-256 of the three.

## Checking the result

Compare the files, not only the zip: \`unzip -d built release/cartwatch-${version}-firefox.zip\`,
\`unzip -d submitted cartwatch-${version}-firefox.zip\`, then \`diff -r built submitted\` prints nothing.
The zips themselves are also identical where Node's zlib is the same (entries are sorted, every time
stamp is 1980-01-01, nothing else varies).

## Where the code comes from

\`src/\` is the extension's TypeScript and React source; \`public/\` its icons, \`_locales\` and
currency data; \`manifest.json\` with \`scripts/manifest.ts\` its manifests (the version is
\`package.json\`'s); \`vite.config.ts\` the build. Bundled third-party code comes from npm: Firebase,
React, valibot and webextension-polyfill (\`package.json\`, "dependencies"). Nothing is minified by
hand or obfuscated; Vite minifies.
`;
}

/**
 * The source archive's entries: the build's inputs, the packager, the instructions and the
 * release's settings (`release.env`), which `npm run package` in the extracted archive reads.
 */
export function sourceArchiveEntries(root: string, version: string, env: ReleaseEnv, machine: BuildMachine): ZipEntry[] {
  const files = filesOf(root, [...BUILD_INPUTS, ...PACKAGER_FILES]);
  return [
    ...files.map((path) => ({ path, data: readFileSync(join(root, path)) })),
    { path: BUILD_INSTRUCTIONS, data: Buffer.from(buildInstructions(version, env.VITE_FIREBASE_PROJECT_ID, machine)) },
    { path: RELEASE_ENV_FILE, data: Buffer.from(envFileOf(env)) },
  ];
}

/** Writes an archive's entries into `dir` and links `node_modules` (what `npm ci` installs from the same lockfile) beside them. */
export function extractForBuild(entries: readonly ZipEntry[], dir: string, nodeModules: string): void {
  for (const { path, data } of entries) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  symlinkSync(nodeModules, join(dir, 'node_modules'), 'dir');
}
