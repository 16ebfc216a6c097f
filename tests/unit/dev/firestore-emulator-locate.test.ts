import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMissing, locateFirestoreEmulator } from '../../../dev/firestore-emulator';
import { locateEmulatorJar } from '../../../dev/firestore-emulator/locate-jar';
import { javaCandidates, javaMajorVersion, locateJava } from '../../../dev/firestore-emulator/locate-java';

let dir: string;
/** A jar where the Google Cloud CLI keeps it, under a CLOUDSDK_ROOT_DIR of the test's own. */
let cloudRoot: string;
let cloudJar: string;
let otherJar: string;

/** A `java` that reports this version the way a JDK does (on stderr). */
function fakeJava(name: string, version: string): string {
  const path = join(dir, name, 'bin', 'java');
  mkdirSync(join(dir, name, 'bin'), { recursive: true });
  writeFileSync(path, `#!/bin/sh\necho 'openjdk version "${version}" 2025-10-21' >&2\n`);
  chmodSync(path, 0o755);
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cartwatch-locate-'));
  cloudRoot = join(dir, 'google-cloud-sdk');
  cloudJar = join(cloudRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  mkdirSync(join(cloudRoot, 'platform', 'cloud-firestore-emulator'), { recursive: true });
  writeFileSync(cloudJar, '');
  otherJar = join(dir, 'my-emulator.jar');
  writeFileSync(otherJar, '');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finding Java 21+', () => {
  it('CARTWATCH_JAVA=none hides every Java, even JAVA_HOME and the PATH', () => {
    const java = fakeJava('jdk-25', '25.0.1');
    const env = { CARTWATCH_JAVA: 'none', JAVA_HOME: join(java, '..', '..'), PATH: join(java, '..') };
    expect(javaCandidates(env)).toEqual([]);
    expect(locateJava(env)).toEqual({ java: null, tooOld: [] });
  });

  it('CARTWATCH_JAVA names the only candidate', () => {
    const java = fakeJava('jdk-21', '21.0.2');
    expect(javaCandidates({ CARTWATCH_JAVA: java, JAVA_HOME: '/nowhere' })).toEqual([java]);
    expect(locateJava({ CARTWATCH_JAVA: java }).java).toEqual({ path: java, major: 21 });
  });

  it('reads the major version of new and old version strings, and passes over a Java that is too old', () => {
    expect(javaMajorVersion(fakeJava('jdk-8', '1.8.0_392'))).toBe(8);
    const old = fakeJava('jdk-17', '17.0.15');
    expect(locateJava({ CARTWATCH_JAVA: old })).toEqual({ java: null, tooOld: [{ path: old, major: 17 }] });
  });
});

describe('finding the emulator’s jar', () => {
  it('CARTWATCH_FIRESTORE_EMULATOR_JAR=none hides every jar, even the Cloud CLI’s', () => {
    expect(locateEmulatorJar({ CLOUDSDK_ROOT_DIR: cloudRoot })).toBe(cloudJar);
    expect(locateEmulatorJar({ CARTWATCH_FIRESTORE_EMULATOR_JAR: 'none', CLOUDSDK_ROOT_DIR: cloudRoot })).toBeNull();
  });

  it('CARTWATCH_FIRESTORE_EMULATOR_JAR names the only candidate: one that does not exist is not replaced by another', () => {
    expect(locateEmulatorJar({ CARTWATCH_FIRESTORE_EMULATOR_JAR: otherJar, CLOUDSDK_ROOT_DIR: cloudRoot })).toBe(otherJar);
    expect(locateEmulatorJar({ CARTWATCH_FIRESTORE_EMULATOR_JAR: join(dir, 'missing.jar'), CLOUDSDK_ROOT_DIR: cloudRoot })).toBeNull();
  });
});

describe('locateFirestoreEmulator and describeMissing', () => {
  it('finds both', () => {
    const java = fakeJava('jdk-25', '25.0.1');
    expect(locateFirestoreEmulator({ CARTWATCH_JAVA: java, CARTWATCH_FIRESTORE_EMULATOR_JAR: otherJar })).toEqual({
      found: true,
      java: { path: java, major: 25 },
      jar: otherJar,
    });
  });

  it('CARTWATCH_JAVA=none: says Java is missing, where it looked and how to get it, and nothing about the jar', () => {
    const location = locateFirestoreEmulator({ CARTWATCH_JAVA: 'none', CARTWATCH_FIRESTORE_EMULATOR_JAR: otherJar });
    expect(location.found).toBe(false);
    if (location.found) return;
    expect(location.missing).toHaveLength(1);
    const text = describeMissing(location.missing);
    expect(text.split('\n')[0]).toBe('The official Firestore emulator cannot run here. Missing:');
    expect(text).toContain('  - Java 21 or newer: none found in CARTWATCH_JAVA, JAVA_HOME, the PATH or /usr/lib/jvm.');
    expect(text).toContain('apt-get install -y openjdk-21-jre-headless');
    expect(text).toContain('point CARTWATCH_JAVA at its `bin/java`');
    expect(text).not.toContain('Cloud Firestore emulator');
  });

  it('names a Java that was found but is too old', () => {
    const old = fakeJava('jdk-17', '17.0.15');
    const location = locateFirestoreEmulator({ CARTWATCH_JAVA: old, CARTWATCH_FIRESTORE_EMULATOR_JAR: otherJar });
    expect(location.found ? [] : location.missing).toEqual([expect.stringContaining(`(only Java 17 at ${old})`)]);
  });

  it('CARTWATCH_FIRESTORE_EMULATOR_JAR=none: says the emulator is missing, where it looked and the ways to get it', () => {
    const location = locateFirestoreEmulator({ CARTWATCH_JAVA: fakeJava('jdk-25', '25.0.1'), CARTWATCH_FIRESTORE_EMULATOR_JAR: 'none' });
    expect(location.found).toBe(false);
    if (location.found) return;
    const text = describeMissing(location.missing);
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('  - The Cloud Firestore emulator: not in CARTWATCH_FIRESTORE_EMULATOR_JAR, the Google Cloud CLI');
    for (const way of [
      'apt-get install -y google-cloud-cli-firestore-emulator',
      'gcloud components install cloud-firestore-emulator',
      'npx firebase setup:emulators:firestore',
      'point CARTWATCH_FIRESTORE_EMULATOR_JAR at the jar',
    ]) {
      expect(text).toContain(way);
    }
  });

  it('both none: one line each, Java first', () => {
    const location = locateFirestoreEmulator({ CARTWATCH_JAVA: 'none', CARTWATCH_FIRESTORE_EMULATOR_JAR: 'none' });
    const lines = describeMissing(location.found ? [] : location.missing).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^ {2}- Java 21 or newer/);
    expect(lines[2]).toMatch(/^ {2}- The Cloud Firestore emulator/);
  });
});
