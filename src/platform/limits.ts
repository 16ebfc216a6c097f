/**
 * Every bound Cartwatch puts on what it stores or accepts, in one place: the extractor trims to
 * these, the worker's schemas refuse beyond them, the pages check forms against them, and
 * firestore.rules enforces the same numbers (tests/unit/platform/limits-match-rules.test.ts fails
 * when the two differ).
 */
/** The bounds of a detected product: apart, so that the content script carries only these. */
export const PRODUCT_LIMITS = {
  productName: 300,
  brand: 200,
  /** SKUs and other shop identifiers. */
  identifier: 100,
  /** A price as the page writes it, from which the worker settles the currency. */
  priceText: 80,
  /** A page's language tag ("pt-BR"). */
  lang: 20,
  url: 2048,
  /** Prices are greater than 0 and below this, in the item's currency. */
  priceExclusiveMax: 1e9,
} as const;

export const LIMITS = {
  ...PRODUCT_LIMITS,
  listName: { min: 1, max: 80 },
  listsPerAccount: 100,
  itemsPerList: 1000,
  membersPerList: 50,
  productKey: 2048,
  /** A host name. */
  store: 253,
  note: 1000,
  quantity: { min: 1, max: 99 },
  recheckHours: { min: 1, max: 24 },
  /** Price histories keep two years: an observation's TTL (`expiresAt`) is its reading plus this. */
  historyDays: 730,
  /** A re-check lease lasts a day; the rules allow an hour more for clocks that differ. */
  leaseHours: 24,
  /** The random id a browser keeps to tell its re-check leases from its other browsers'. */
  browserId: 64,
  /** The worker's document ids: letters and digits. */
  documentId: 40,
  /** A Firebase Auth uid, and the observer a reading or an alert names. */
  userId: 128,
  /** An email address (RFC 5321's path limit); the rules also want at least 3 characters. */
  email: 254,
  /** A member's display name in a list, and the member an activity alert names. */
  memberName: { min: 1, max: 50 },
  /** How many people one invite lets in: every member but the owner. */
  inviteUses: { min: 1, max: 49 },
  /** docs/product.md: invites expire after 7 days. */
  inviteValidDays: 7,
  /** Open invites per list (codes and email invites, not revoked, not expired); the worker counts them, the rules cannot. */
  openInvitesPerList: 20,
  /** A code invite's id: the code the shopper types (src/features/sharing/model/sharing.ts). */
  inviteCode: 10,
  /** An email invite's id: never shown, so longer. */
  emailInviteId: 20,
  /** Notifications a day (alert preferences). */
  dailyCap: { min: 1, max: 50 },
  /** A percentage drop rule, in basis points (1 % = 100). */
  basisPoints: { min: 1, max: 10_000 },
  /** An IANA time zone name for quiet hours ('' is the browser's). */
  timeZone: 64,
  /** The locale tag prices are shown in. */
  priceLocale: 35,
  /** How many change points an item keeps for its row's trend line. */
  trendPoints: 8,
} as const;
