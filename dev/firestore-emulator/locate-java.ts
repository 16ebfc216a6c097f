import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const MIN_JAVA = 21;
const JVM_FOLDER = '/usr/lib/jvm';

export interface JavaFound {
  path: string;
  major: number;
}

/** The major version `java -version` reports ("17.0.15" is 17, "1.8.0_392" is 8), or null. */
export function javaMajorVersion(javaPath: string): number | null {
  const result = spawnSync(javaPath, ['-version'], { encoding: 'utf8', timeout: 20_000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

function onPath(env: NodeJS.ProcessEnv): string[] {
  return (env.PATH ?? '').split(delimiter).filter(Boolean).map((folder) => join(folder, 'java'));
}

function inJvmFolder(): string[] {
  if (!existsSync(JVM_FOLDER)) return [];
  return readdirSync(JVM_FOLDER)
    .map((name) => join(JVM_FOLDER, name, 'bin', 'java'))
    .sort()
    .reverse();
}

/**
 * Where Java may be, in the order tried: CARTWATCH_JAVA (a java binary; `none` hides every Java,
 * to try the Java-free path), JAVA_HOME, the PATH, then every runtime under /usr/lib/jvm.
 */
export function javaCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.CARTWATCH_JAVA === 'none') return [];
  if (env.CARTWATCH_JAVA) return [env.CARTWATCH_JAVA];
  const fromHome = env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : [];
  return [...new Set([...fromHome, ...onPath(env), ...inJvmFolder()])].filter((path) => existsSync(path));
}

/** The first Java 21+ among the candidates, and the versions of those that were too old. */
export function locateJava(env: NodeJS.ProcessEnv = process.env): { java: JavaFound | null; tooOld: JavaFound[] } {
  const tooOld: JavaFound[] = [];
  for (const path of javaCandidates(env)) {
    const major = javaMajorVersion(path);
    if (major === null) continue;
    if (major >= MIN_JAVA) return { java: { path, major }, tooOld };
    tooOld.push({ path, major });
  }
  return { java: null, tooOld };
}
