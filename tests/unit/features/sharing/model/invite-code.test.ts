import { describe, expect, it } from 'vitest';
import { EMAIL_INVITE_ID_LENGTH, newEmailInviteId, newInviteCode } from '../../../../../src/features/sharing/model/invite-code';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, isInviteCode } from '../../../../../src/features/sharing/model/sharing';

describe('invite codes', () => {
  it('are INVITE_CODE_LENGTH characters of the Crockford alphabet', () => {
    for (let round = 0; round < 200; round += 1) {
      const code = newInviteCode();
      expect(code).toHaveLength(INVITE_CODE_LENGTH);
      expect(isInviteCode(code)).toBe(true);
    }
  });

  it('differ from each other (50 random bits)', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newInviteCode()));
    expect(codes.size).toBe(2000);
  });

  it('use every character of the alphabet, and draw bytes again rather than favour some', () => {
    // 32 divides 256: every byte maps to a character; byte 33 maps to the second, 255 to the last.
    expect(newInviteCode((bytes) => bytes.fill(33))).toBe(INVITE_CODE_ALPHABET[1]!.repeat(INVITE_CODE_LENGTH));
    expect(newInviteCode((bytes) => bytes.fill(255))).toBe(INVITE_CODE_ALPHABET[31]!.repeat(INVITE_CODE_LENGTH));
    const seen = new Set([...Array.from({ length: 300 }, () => newInviteCode()).join('')]);
    expect([...seen].sort().join('')).toBe([...INVITE_CODE_ALPHABET].sort().join(''));
  });

  it('never contain I, L, O or U', () => {
    expect(Array.from({ length: 200 }, () => newInviteCode()).join('')).not.toMatch(/[ILOU]/);
  });
});

describe('email invite ids', () => {
  it('are 20 letters and digits, and skip bytes beyond the last whole round of the alphabet', () => {
    const id = newEmailInviteId();
    expect(id).toMatch(new RegExp(`^[A-Za-z0-9]{${EMAIL_INVITE_ID_LENGTH}}$`));
    // 62 characters: bytes 248..255 would favour the first eight, so they are drawn again.
    let call = 0;
    const skewed = newEmailInviteId((bytes) => (call++ === 0 ? bytes.fill(250) : bytes.fill(1)));
    expect(skewed).toBe('B'.repeat(EMAIL_INVITE_ID_LENGTH));
  });

  it('differ from each other', () => {
    expect(new Set(Array.from({ length: 1000 }, () => newEmailInviteId())).size).toBe(1000);
  });
});
