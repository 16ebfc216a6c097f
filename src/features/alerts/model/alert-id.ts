import { hourIdOf } from '../../tracking';
import type { RuleKind } from './rules';

/** 32-bit FNV-1a with a seed: four seeds give 128 bits, plenty against collisions in one feed. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * An alert's document id (32 hex digits): the same item, rule and observation hour give the same
 * id on every browser and after any restart, so a second writer replaces rather than duplicates.
 */
export function alertIdOf(itemPath: string, rule: RuleKind, observedAt: number): string {
  return alertIdOfKey(`${itemPath}\n${rule}\n${hourIdOf(observedAt)}`);
}

/** 32 hex digits derived from a key: the same key, the same feed document. */
export function alertIdOfKey(key: string): string {
  return [0, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35].map((seed) => fnv1a(key, seed).toString(16).padStart(8, '0')).join('');
}
