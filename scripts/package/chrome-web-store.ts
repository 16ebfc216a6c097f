/**
 * What the Chrome Web Store rejects in a package, checked before upload: remote code, host access
 * at install time broader than one site, icons missing or not the size they claim, a name over 75
 * or a description over 132 characters in any locale, and files the manifest names but the package
 * lacks. Each problem is one line naming the file or manifest key.
 */
export type PackageFiles = ReadonlyMap<string, Buffer>;

interface Manifest {
  manifest_version?: unknown;
  name?: unknown;
  short_name?: unknown;
  description?: unknown;
  version?: unknown;
  default_locale?: unknown;
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string>; default_popup?: string };
  options_ui?: { page?: string };
  background?: { service_worker?: string };
  host_permissions?: string[];
  content_scripts?: { matches?: string[]; js?: string[] }[];
  content_security_policy?: { extension_pages?: string };
}

/** The icon sizes the store and Chrome ask for: 128 for the store and install, 48 for the extensions page, 16 and 32 for the toolbar. */
export const REQUIRED_ICON_SIZES = ['16', '32', '48', '128'];
const MAX_NAME = 75;
const MAX_DESCRIPTION = 132;
/** Script sources an extension page may allow: its own files, and WebAssembly compilation. */
const ALLOWED_SCRIPT_SOURCES = new Set(["'self'", "'wasm-unsafe-eval'", "'none'"]);
/** A match pattern that reaches every site (or every site of a scheme). */
const ALL_SITES = /^(<all_urls>|(\*|https?|wss?):\/\/\*\/.*)$/;
/** Code that loads or evaluates code from elsewhere (Chrome's MV3 policy forbids remotely hosted code). */
const REMOTE_CODE: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bimportScripts\s*\(\s*['"`](https?:)?\/\//, what: 'importScripts from a web address' },
  { pattern: /\bimport\s*\(\s*['"`](https?:)?\/\//, what: 'import() from a web address' },
  { pattern: /\bfrom\s*['"`](https?:)?\/\//, what: 'an import from a web address' },
  // A call, not a method of that name (`eval(a, b) {`, as Firestore's bloom filter has).
  { pattern: /(^|[^\w$.])eval\s*\([^()]*\)(?!\s*\{)/, what: 'eval' },
  { pattern: /\bnew\s+Function\s*\(/, what: 'new Function' },
];

function messagesOf(files: PackageFiles, locale: string): Record<string, { message?: string }> | null {
  const file = files.get(`_locales/${locale}/messages.json`);
  return file === undefined ? null : (JSON.parse(file.toString('utf8')) as Record<string, { message?: string }>);
}

/**
 * A manifest string in every locale the package has (__MSG_key__ resolved), or as written. A locale
 * without the message shows the default locale's, so only the default locale must have it.
 */
function localized(files: PackageFiles, value: string, defaultLocale: unknown): { locale: string; text: string | undefined }[] {
  const key = /^__MSG_(\w+)__$/.exec(value)?.[1];
  if (key === undefined) return [{ locale: '(manifest)', text: value }];
  const locales = [...files.keys()].flatMap((path) => /^_locales\/([^/]+)\/messages\.json$/.exec(path)?.[1] ?? []);
  return locales
    .map((locale) => ({ locale, text: messagesOf(files, locale)?.[key]?.message }))
    .filter(({ locale, text }) => text !== undefined || locale === defaultLocale);
}

/** A PNG's width and height, from its IHDR chunk; null when the file is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 24 || !data.subarray(0, 8).equals(signature) || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function textProblems(files: PackageFiles, manifest: Manifest): string[] {
  const problems: string[] = [];
  const strings: [string, unknown, number][] = [
    ['name', manifest.name, MAX_NAME],
    ['description', manifest.description, MAX_DESCRIPTION],
  ];
  for (const [field, value, max] of strings) {
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`manifest.json: "${field}" is missing`);
      continue;
    }
    for (const { locale, text } of localized(files, value, manifest.default_locale)) {
      if (text === undefined || text.trim() === '') problems.push(`${field} (${locale}): ${value} has no message`);
      else if ([...text].length > max) problems.push(`${field} (${locale}): ${[...text].length} characters, over the store’s ${max}`);
    }
  }
  return problems;
}

function iconProblems(files: PackageFiles, manifest: Manifest): string[] {
  const problems = REQUIRED_ICON_SIZES.filter((size) => manifest.icons?.[size] === undefined).map((size) => `manifest.json: no ${size}×${size} icon in "icons"`);
  const declared = [...Object.entries(manifest.icons ?? {}), ...Object.entries(manifest.action?.default_icon ?? {})];
  for (const [size, path] of declared) {
    const file = files.get(path);
    const actual = file === undefined ? null : pngSize(file);
    if (file === undefined) problems.push(`${path}: the ${size}×${size} icon is missing from the package`);
    else if (actual === null) problems.push(`${path}: not a PNG`);
    else if (actual.width !== Number(size) || actual.height !== Number(size)) problems.push(`${path}: ${actual.width}×${actual.height}, declared as ${size}×${size}`);
  }
  return problems;
}

function accessProblems(manifest: Manifest): string[] {
  const atInstall = [...(manifest.host_permissions ?? []), ...(manifest.content_scripts ?? []).flatMap((script) => script.matches ?? [])];
  return atInstall.filter((pattern) => ALL_SITES.test(pattern)).map((pattern) => `manifest.json: "${pattern}" gives access to every site at install (ask for it as optional_host_permissions)`);
}

function remoteCodeProblems(files: PackageFiles, manifest: Manifest): string[] {
  const problems: string[] = [];
  const csp = manifest.content_security_policy?.extension_pages;
  if (csp !== undefined) {
    const sources = /(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    for (const source of sources.filter((candidate) => !ALLOWED_SCRIPT_SOURCES.has(candidate))) {
      problems.push(`manifest.json: content_security_policy allows scripts from ${source}`);
    }
  }
  for (const [path, data] of files) {
    if (path.endsWith('.html')) {
      for (const match of data.toString('utf8').matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?((https?:)?\/\/[^"'\s>]+)/gi)) {
        problems.push(`${path}: loads a script from ${match[1]}`);
      }
    }
    if (path.endsWith('.js') || path.endsWith('.mjs')) {
      const code = data.toString('utf8');
      for (const { pattern, what } of REMOTE_CODE) if (pattern.test(code)) problems.push(`${path}: ${what}`);
    }
  }
  return problems;
}

function missingFileProblems(files: PackageFiles, manifest: Manifest): string[] {
  const named = [
    manifest.background?.service_worker,
    manifest.action?.default_popup,
    manifest.options_ui?.page,
    ...(manifest.content_scripts ?? []).flatMap((script) => script.js ?? []),
  ].filter((path): path is string => path !== undefined);
  return named.filter((path) => !files.has(path)).map((path) => `manifest.json names ${path}, which the package lacks`);
}

export function chromeWebStoreProblems(files: PackageFiles): string[] {
  const file = files.get('manifest.json');
  if (file === undefined) return ['manifest.json is missing'];
  const manifest = JSON.parse(file.toString('utf8')) as Manifest;
  const problems: string[] = [];
  if (manifest.manifest_version !== 3) problems.push('manifest.json: the store takes Manifest V3 only');
  if (typeof manifest.version !== 'string' || !/^\d{1,5}(\.\d{1,5}){0,3}$/.test(manifest.version) || manifest.version.split('.').some((part) => Number(part) > 65535)) {
    problems.push(`manifest.json: version "${String(manifest.version)}" is not 1 to 4 numbers of 0-65535`);
  }
  if (typeof manifest.default_locale === 'string' && messagesOf(files, manifest.default_locale) === null) {
    problems.push(`manifest.json: default_locale "${manifest.default_locale}" has no _locales/${manifest.default_locale}/messages.json`);
  }
  return [...problems, ...textProblems(files, manifest), ...iconProblems(files, manifest), ...accessProblems(manifest), ...remoteCodeProblems(files, manifest), ...missingFileProblems(files, manifest)];
}
