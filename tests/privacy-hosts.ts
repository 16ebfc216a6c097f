/**
 * Where Cartwatch's requests go, by what each is for: the one list that docs/privacy.md, the About
 * section and the code's requests are held to.
 * - tests/e2e/privacy.test.ts records every request of a shopper's session (sign-up, save, a check)
 *   on the local stack and maps each to a role here by its local stand-in: no request may fall
 *   outside them, and each role `seenInPrivacyTest` must be seen;
 * - tests/release/shipped-hosts.test.ts finds every host named in the shipped code: each is a
 *   role's host here, or in NOT_CONTACTED with the reason it is never requested;
 * - tests/unit/meta/privacy-doc.test.ts checks that docs/privacy.md names every host here (and no
 *   other), and that the About section names every role by its `aboutName`.
 */
export interface ContactedRole {
  role: 'firebase-auth' | 'firestore' | 'saved-stores' | 'google-sign-in' | 'connectivity-check';
  /** The hosts in a release; the saved stores are whichever the shopper saved from. */
  hosts: readonly string[];
  /** How the About section (public/_locales/en/messages.json, aboutPrivacyStores) names it. */
  aboutName: string;
  /** Whether tests/e2e/privacy.test.ts's session makes such requests (on the local stack). */
  seenInPrivacyTest: boolean;
}

export const CONTACTED: readonly ContactedRole[] = [
  // Firebase Authentication: sign-up, sign-in, token refresh (the Auth emulator on the local stack).
  { role: 'firebase-auth', hosts: ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'], aboutName: 'Firebase (at Google)', seenInPrivacyTest: true },
  // Cloud Firestore: the account's data (the Firestore dev server or emulator on the local stack).
  { role: 'firestore', hosts: ['firestore.googleapis.com'], aboutName: 'Firebase (at Google)', seenInPrivacyTest: true },
  // The stores whose products the shopper saved: their pages (with the host access the shopper
  // granted) and product images (the demo stores).
  { role: 'saved-stores', hosts: [], aboutName: 'the stores whose products you saved', seenInPrivacyTest: true },
  // "Continue with Google": the browser's sign-in window (tests/e2e/google-sign-in.test.ts answers it locally).
  { role: 'google-sign-in', hosts: ['accounts.google.com'], aboutName: 'Google’s sign-in page', seenInPrivacyTest: false },
  // Firebase's WebChannel, when a request to Firestore fails, loads a 1-pixel image from here to
  // tell a dead network from a dead server. Only in a page with images: Firefox's event page, not
  // Chrome's service worker.
  { role: 'connectivity-check', hosts: ['www.google.com'], aboutName: 'Firebase (at Google)', seenInPrivacyTest: false },
];

/** Hosts the shipped code names but never requests, each with why. */
export const NOT_CONTACTED: readonly { host: string; why: string }[] = [
  { host: 'www.w3.org', why: 'XML namespace names (SVG, MathML, XLink) React DOM creates elements with' },
  { host: 'react.dev', why: 'the link in React’s error messages' },
  { host: 'stackoverflow.com', why: 'a link in a Firebase error message' },
  { host: 'securetoken.google.com', why: 'the issuer Firebase writes into test tokens for the emulators; never fetched' },
];
