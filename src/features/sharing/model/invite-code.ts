import { LIMITS } from '../../../platform/limits';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './sharing';

/** An email invite's id: never shown or typed, so letters and digits of any case. */
const EMAIL_INVITE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const EMAIL_INVITE_ID_LENGTH = LIMITS.emailInviteId;

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * `length` characters drawn uniformly from `alphabet`: bytes at or above the largest multiple of
 * the alphabet's size are drawn again, so no character is likelier than another.
 */
function randomText(alphabet: string, length: number, fill: RandomFill): string {
  const limit = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < length) {
    for (const byte of fill(new Uint8Array(length))) {
      if (byte < limit && text.length < length) text += alphabet[byte % alphabet.length];
    }
  }
  return text;
}

/** A new invite code (Crockford base 32, INVITE_CODE_LENGTH characters). */
export function newInviteCode(fill: RandomFill = cryptoFill): string {
  return randomText(INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, fill);
}

/** A new email invite's id. */
export function newEmailInviteId(fill: RandomFill = cryptoFill): string {
  return randomText(EMAIL_INVITE_ID_ALPHABET, EMAIL_INVITE_ID_LENGTH, fill);
}
