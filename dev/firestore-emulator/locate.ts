import { MIN_JAVA, locateJava, type JavaFound } from './locate-java';
import { locateEmulatorJar } from './locate-jar';

export type EmulatorLocation = { found: true; java: JavaFound; jar: string } | { found: false; missing: string[] };

/**
 * Finds what the official Cloud Firestore emulator needs: Java 21+ and the emulator's jar. When
 * either is missing, `missing` says which and how to get it, one paragraph each.
 */
export function locateFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): EmulatorLocation {
  const { java, tooOld } = locateJava(env);
  const jar = locateEmulatorJar(env);
  if (java && jar) return { found: true, java, jar };
  const missing: string[] = [];
  if (!java) {
    const seen = tooOld.map((old) => `Java ${old.major} at ${old.path}`).join(', ');
    missing.push(
      `Java ${MIN_JAVA} or newer: none found in CARTWATCH_JAVA, JAVA_HOME, the PATH or /usr/lib/jvm` +
        `${seen ? ` (only ${seen})` : ''}. Install one (Debian/Ubuntu: \`apt-get install -y openjdk-21-jre-headless\`, ` +
        'or a Temurin 21+ build), or point CARTWATCH_JAVA at its `bin/java`.',
    );
  }
  if (!jar) {
    missing.push(
      'The Cloud Firestore emulator: not in CARTWATCH_FIRESTORE_EMULATOR_JAR, the Google Cloud CLI ' +
        '(/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/) or firebase-tools\' cache ' +
        '(~/.cache/firebase/emulators/). Install it with `apt-get install -y google-cloud-cli-firestore-emulator` ' +
        '(Google\'s Cloud CLI apt repository) or `gcloud components install cloud-firestore-emulator`, ' +
        'download it once with `npx firebase setup:emulators:firestore`, or point CARTWATCH_FIRESTORE_EMULATOR_JAR at the jar.',
    );
  }
  return { found: false, missing };
}

export function describeMissing(missing: readonly string[]): string {
  return ['The official Firestore emulator cannot run here. Missing:', ...missing.map((line) => `  - ${line}`)].join('\n');
}
