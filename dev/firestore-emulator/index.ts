export { describeMissing, locateFirestoreEmulator, type EmulatorLocation } from './locate';
export { startOfficialEmulator, type OfficialEmulator, type OfficialEmulatorOptions } from './launch';
export { MIN_JAVA } from './locate-java';
export { startLocatedEmulator, type LocatedStart } from './start-located';
