import { buildTarget, LOCAL_BUILD_FLAG } from '../build-target.ts';

/**
 * The build settings a release may carry, as .env.example lists them. Vite writes every VITE_
 * variable it is given into the bundle, so a release gets these and nothing else from the
 * environment: a stray VITE_ variable in a shell never ships.
 */
export const RELEASE_ENV_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_GOOGLE_OAUTH_CLIENT_ID',
] as const;

/** Settings that point a build at the local emulators or shorten its politeness: never in a release. */
const LOCAL_ONLY_KEYS = [LOCAL_BUILD_FLAG, 'VITE_AUTH_EMULATOR_URL', 'VITE_FIRESTORE_EMULATOR_HOST', 'CARTWATCH_RECHECK_POLITENESS_MS'];

export type ReleaseEnv = Record<(typeof RELEASE_ENV_KEYS)[number], string>;

/**
 * The release's settings from the environment the build would read (.env and the shell), or an
 * error naming what is wrong: no Firebase project, or a setting for local development.
 */
export function releaseEnvFrom(env: Partial<Record<string, string>>): ReleaseEnv {
  const local = LOCAL_ONLY_KEYS.filter((key) => (env[key] ?? '').trim() !== '');
  if (local.length > 0) {
    throw new Error(`A release cannot carry settings for local development: unset ${local.join(', ')} (in .env or the shell).`);
  }
  const release = Object.fromEntries(RELEASE_ENV_KEYS.map((key) => [key, (env[key] ?? '').trim()])) as ReleaseEnv;
  const target = buildTarget(release);
  if (target.kind !== 'hosted') throw new Error('A release must name its Firebase project.');
  for (const key of RELEASE_ENV_KEYS) {
    if (/[\r\n"\\]/.test(release[key])) throw new Error(`${key} holds a quote, backslash or line break: not a Firebase setting.`);
  }
  return release;
}

/** The settings as a .env file: what the source archive's `release.env` holds. */
export function envFileOf(release: ReleaseEnv): string {
  return RELEASE_ENV_KEYS.map((key) => `${key}=${release[key]}\n`).join('');
}
