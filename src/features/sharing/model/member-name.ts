import { SHARING_LIMITS } from './sharing';

/**
 * Characters a display name may not hold (firestore.rules, isMemberName): C0 and C1 controls (Cc) and
 * the Unicode line and paragraph separators, which would let one name read as two lines
 * ("Xav\nAlice claimed the Lego").
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/** Whether a typed name would span lines or hide control characters. */
export function breaksLines(name: string): boolean {
  return LINE_BREAKING.test(name);
}

/** How many characters of the uid tell two members of the same name apart. */
const SUFFIX_UID_CHARACTERS = 4;

/**
 * The name with a short mark of the uid, "Ana (x7Qa)", within the name's limit: what a member is
 * called in a list where someone else has their name already (the rules refuse two members of the
 * same name, so a claim cannot read as someone else's).
 */
export function distinctMemberName(name: string, uid: string): string {
  const suffix = ` (${uid.slice(0, SUFFIX_UID_CHARACTERS)})`;
  return `${name.slice(0, SHARING_LIMITS.memberName.max - suffix.length).trimEnd()}${suffix}`;
}

/** `name` for `uid` in a list's `names`, or its distinct form when another member has it. */
export function nameAmong(names: Readonly<Record<string, unknown>>, uid: string, name: string): string {
  const taken = Object.entries(names).some(([other, otherName]) => other !== uid && otherName === name);
  return taken ? distinctMemberName(name, uid) : name;
}
