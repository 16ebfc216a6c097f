import { describe, expect, it } from 'vitest';
import { classifyInvite, refusedJoinReason, type Joiner, type StoredInvite } from '../../../../../src/features/sharing/model/classify-invite';

const NOW = Date.UTC(2026, 10, 25, 12);
const invite: StoredInvite = {
  code: 'ABCDE12345',
  listId: 'L1',
  listName: 'Family gifts',
  ownerId: 'ana',
  ownerName: 'Ana',
  role: 'editor',
  email: null,
  maxUses: 3,
  uses: 1,
  revoked: false,
  createdAt: NOW - 1000,
  expiresAt: NOW + 1000,
};
const ben: Joiner = { uid: 'ben', email: 'Ben@Example.com', emailVerified: true, alreadyMember: false };

const reason = (changes: Partial<StoredInvite>, joiner: Partial<Joiner> = {}, now = NOW) => {
  const verdict = classifyInvite({ ...invite, ...changes }, now, { ...ben, ...joiner });
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('classifyInvite', () => {
  it('previews an invite that checks out', () => {
    expect(classifyInvite(invite, NOW, ben)).toEqual({
      ok: true,
      role: 'editor',
      preview: { code: 'ABCDE12345', listId: 'L1', listName: 'Family gifts', ownerName: 'Ana', role: 'editor', expiresAt: NOW + 1000 },
    });
  });

  it('calls a missing or unreadable invite unknown', () => {
    expect(classifyInvite(null, NOW, ben)).toEqual({ ok: false, reason: 'invite-unknown' });
  });

  it('expires at the expiry instant exactly, not a millisecond before', () => {
    expect(reason({}, {}, NOW + 999)).toBe('ok');
    expect(reason({}, {}, NOW + 1000)).toBe('invite-expired');
    expect(reason({}, {}, NOW + 1001)).toBe('invite-expired');
  });

  it('is used up when its uses reach its maximum', () => {
    expect(reason({ uses: 2 })).toBe('ok');
    expect(reason({ uses: 3 })).toBe('invite-used-up');
    expect(reason({ maxUses: 1, uses: 0 })).toBe('ok');
  });

  it('checks in the documented order: revoked, expired, used up, not for you, already a member', () => {
    const everything = { revoked: true, expiresAt: NOW, uses: 3, email: 'cy@example.com' };
    expect(reason(everything, { alreadyMember: true })).toBe('invite-revoked');
    expect(reason({ ...everything, revoked: false }, { alreadyMember: true })).toBe('invite-expired');
    expect(reason({ ...everything, revoked: false, expiresAt: NOW + 1 }, { alreadyMember: true })).toBe('invite-used-up');
    expect(reason({ email: 'cy@example.com' }, { alreadyMember: true })).toBe('invite-not-for-you');
    expect(reason({}, { alreadyMember: true })).toBe('already-member');
  });

  it('lets an email invite in only for the verified address it names, in any case', () => {
    expect(reason({ email: 'ben@example.com' })).toBe('ok');
    expect(reason({ email: 'ben@example.com' }, { emailVerified: false })).toBe('invite-not-for-you');
    expect(reason({ email: 'ben@example.com' }, { email: null })).toBe('invite-not-for-you');
    expect(reason({ email: 'ben@example.org' })).toBe('invite-not-for-you');
  });

  it('tells the owner they are a member already', () => {
    expect(reason({}, { uid: 'ana' })).toBe('already-member');
  });
});

describe('a refused join', () => {
  it('is the invite’s own reason when it no longer checks out', () => {
    expect(refusedJoinReason({ ...invite, uses: 3 }, NOW, ben)).toBe('invite-used-up');
    expect(refusedJoinReason(null, NOW, ben)).toBe('invite-unknown');
    expect(refusedJoinReason({ ...invite, revoked: true }, NOW, ben)).toBe('invite-revoked');
  });

  it('is a full list when the invite still checks out (the one refusal a non-member cannot read)', () => {
    expect(refusedJoinReason(invite, NOW, ben)).toBe('list-full');
  });
});
