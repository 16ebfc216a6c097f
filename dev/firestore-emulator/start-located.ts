import { freePort } from '../support/free-port';
import { startOfficialEmulator, type OfficialEmulator } from './launch';
import { locateFirestoreEmulator } from './locate';

export type LocatedStart = { started: true; emulator: OfficialEmulator } | { started: false; missing: string[] };

/** Finds Java 21+ and the official emulator, and starts it on a free port (or the one given). */
export async function startLocatedEmulator(options: { rulesFile?: string; port?: number } = {}): Promise<LocatedStart> {
  const location = locateFirestoreEmulator();
  if (!location.found) return { started: false, missing: location.missing };
  const emulator = await startOfficialEmulator({
    java: location.java,
    jar: location.jar,
    port: options.port ?? (await freePort()),
    ...(options.rulesFile ? { rulesFile: options.rulesFile } : {}),
  });
  return { started: true, emulator };
}
