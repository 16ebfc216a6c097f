import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ALERTS_OFF } from '../../src/features/alerts/model/alerts';
import { ITEM, OUTSIDER, OWNER, SHARED_LIST, alertRulesPath, dbAs, expectVerdict, seed, text, useRulesEnvironment, type Fields } from './support';

const { env } = useRulesEnvironment();
const LIST_DOC = SHARED_LIST;
const ITEM_DOC = `${SHARED_LIST}-${ITEM}`;
const listDefaults = (extra: Fields = {}): Fields => ({ listId: SHARED_LIST, itemId: null, dropBasisPoints: 500, ...extra });
const itemRules = (extra: Fields = {}): Fields => ({ listId: SHARED_LIST, itemId: ITEM, target: 299.99, ...extra });
const write = (docId: string, fields: Fields, uid: string | null = OWNER) => dbAs(env(), uid).doc(alertRulesPath(docId)).set(fields);

describe('users/{uid}/alertRules: reading and deleting', () => {
  it('a user reads their rules', async () => {
    await seed(env(), { [alertRulesPath(LIST_DOC)]: listDefaults() });
    await assertSucceeds(dbAs(env(), OWNER).collection(`users/${OWNER}/alertRules`).get());
  });

  it('another user cannot read them', async () => {
    await seed(env(), { [alertRulesPath(LIST_DOC)]: listDefaults() });
    await assertFails(dbAs(env(), OUTSIDER).doc(alertRulesPath(LIST_DOC)).get());
    await assertFails(dbAs(env(), null).collection(`users/${OWNER}/alertRules`).get());
  });

  it('a user removes a list’s or an item’s rules (they inherit again); another user cannot', async () => {
    await seed(env(), { [alertRulesPath(ITEM_DOC)]: itemRules() });
    await assertFails(dbAs(env(), OUTSIDER).doc(alertRulesPath(ITEM_DOC)).delete());
    await assertSucceeds(dbAs(env(), OWNER).doc(alertRulesPath(ITEM_DOC)).delete());
  });
});

describe('users/{uid}/alertRules: writing', () => {
  it('a user sets a list’s defaults and an item’s own rules, and changes them', async () => {
    await assertSucceeds(write(LIST_DOC, listDefaults()));
    await assertSucceeds(write(ITEM_DOC, itemRules()));
    await assertSucceeds(write(ITEM_DOC, itemRules({ target: null, backInStock: false })));
  });

  it('"Stop watching" (every rule off) is accepted', async () => {
    await assertSucceeds(write(ITEM_DOC, { listId: SHARED_LIST, itemId: ITEM, ...ALERTS_OFF }));
  });

  it('a document with no settings (everything inherited) is accepted', async () => {
    await assertSucceeds(write(LIST_DOC, { listId: SHARED_LIST, itemId: null }));
  });

  it('a user cannot write another user’s rules, nor can someone signed out', async () => {
    await assertFails(write(LIST_DOC, listDefaults(), OUTSIDER));
    await assertFails(write(LIST_DOC, listDefaults(), null));
  });

  it.each([
    ['a list’s defaults under an item’s id', `${SHARED_LIST}-${ITEM}`, listDefaults()],
    ['an item’s rules under the list’s id', SHARED_LIST, itemRules()],
    ['an item’s rules under another item’s id', `${SHARED_LIST}-other`, itemRules()],
    ['a list’s defaults under another list’s id', 'other', listDefaults()],
    ['a list’s defaults with a target (a price belongs to one product)', LIST_DOC, listDefaults({ target: 10 })],
    ['rules without listId', LIST_DOC, { itemId: null }],
    ['rules without itemId', LIST_DOC, { listId: SHARED_LIST }],
    ['a list id with a dash', 'a-b', listDefaults({ listId: 'a-b' })],
    ['a list id of 41 characters', text(41), listDefaults({ listId: text(41) })],
  ] as const)('%s is refused', async (_what, docId, fields) => {
    await assertFails(write(docId, fields));
  });

  it.each([
    ['dropBasisPoints 1', { dropBasisPoints: 1 }, 'accepted'],
    ['dropBasisPoints 10000', { dropBasisPoints: 10000 }, 'accepted'],
    ['dropBasisPoints null', { dropBasisPoints: null }, 'accepted'],
    ['dropBasisPoints 0', { dropBasisPoints: 0 }, 'refused'],
    ['dropBasisPoints 10001', { dropBasisPoints: 10001 }, 'refused'],
    ['dropBasisPoints 12.5', { dropBasisPoints: 12.5 }, 'refused'],
    ['dropAmount 0.01', { dropAmount: 0.01 }, 'accepted'],
    ['dropAmount 0', { dropAmount: 0 }, 'refused'],
    ['dropAmount 1e9', { dropAmount: 1e9 }, 'refused'],
    ['dropAmount "5"', { dropAmount: '5' }, 'refused'],
    ['backInStock "yes"', { backInStock: 'yes' }, 'refused'],
    ['backInStock null', { backInStock: null }, 'refused'],
    ['lowest90Days true', { lowest90Days: true }, 'accepted'],
    ['lowest90Days 1', { lowest90Days: 1 }, 'refused'],
    ['target 0', { target: 0 }, 'refused'],
    ['target 999999999.99', { target: 999999999.99 }, 'accepted'],
    ['an extra key', { sound: 'ding' }, 'refused'],
  ] as const)('an item’s rules with %s are %s', async (_what, fields, verdict) => {
    await expectVerdict(write(ITEM_DOC, itemRules(fields)), verdict);
  });
});
