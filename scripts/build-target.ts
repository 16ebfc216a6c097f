/**
 * Which Firebase a build talks to. A build without a project used to target the local emulators
 * in silence, so a release could ship pointing at 127.0.0.1: now a build names its project, or is
 * marked local on purpose (`npm start`, the end-to-end tests and the benchmarks set the flag).
 */
export const LOCAL_BUILD_FLAG = 'CARTWATCH_LOCAL_BUILD';

export type BuildTarget = { kind: 'hosted'; projectId: string } | { kind: 'local' };

type Env = Partial<Record<string, string>>;

export function buildTarget(env: Env): BuildTarget {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim();
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (apiKey && projectId) return { kind: 'hosted', projectId };
  if (apiKey) {
    throw new Error('VITE_FIREBASE_API_KEY is set but VITE_FIREBASE_PROJECT_ID is not: name the Firebase project in .env.');
  }
  if (env[LOCAL_BUILD_FLAG] === '1') return { kind: 'local' };
  throw new Error(
    'This build names no Firebase project. Fill in .env from .env.example (VITE_FIREBASE_API_KEY, ' +
      `VITE_FIREBASE_PROJECT_ID, ...) for a release, or set ${LOCAL_BUILD_FLAG}=1 for a build that ` +
      'talks to the local emulators of `npm start`.',
  );
}

/** What the build prints, so that nobody mistakes a local build for a release. */
export function describeBuildTarget(target: BuildTarget): string {
  if (target.kind === 'hosted') return `Cartwatch build for the Firebase project "${target.projectId}".`;
  const banner = '!'.repeat(72);
  return `${banner}\n!! LOCAL BUILD: this extension talks to the local emulators, not to a Firebase project.\n!! Do not publish it.\n${banner}`;
}
