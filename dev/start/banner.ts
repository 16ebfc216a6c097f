import type { BrowserPlan } from './browser';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { RunningStack } from './stack';

/** The one block `npm start` prints: what runs where, how to use it, how to stop. */
export function banner(stack: RunningStack, browser: BrowserPlan, dataDir: string): string {
  const nameWidth = Math.max(...stack.store.stores.map((store) => store.name.length));
  const stores = stack.store.stores.map((store) => `    ${store.name.padEnd(nameWidth)}  ${store.origin}`);
  const browserLines =
    browser.kind === 'launch'
      ? ['  Chromium is open with Cartwatch loaded and the demo store showing.']
      : [
          `  No browser was started: ${browser.reason}.`,
          '  To load Cartwatch by hand: open chrome://extensions, turn on Developer mode,',
          `  choose "Load unpacked" and pick ${stack.extensionDir}`,
        ];
  return [
    '',
    '  Cartwatch is running locally',
    '  ────────────────────────────',
    `  Auth emulator          ${stack.auth.url}`,
    stack.firestore.backend === 'official'
      ? `  Firestore (emulator)   ${stack.firestore.url}  official, enforcing firestore.rules; documents kept in memory only`
      : `  Firestore (dev server) ${stack.firestore.url}  no security rules`,
    '  Demo stores',
    ...stores,
    `  Demo store admin       ${stack.store.adminUrl}`,
    `  Extension build        ${stack.extensionDir}${stack.reusedBuild ? '  (unchanged since the last start: kept)' : ''}`,
    `  Data kept in           ${dataDir}`,
    '',
    ...browserLines,
    '',
    '  Demo accounts (sign in from the extension\'s options page):',
    ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(22)} password: ${account.password}`),
    '  Or create your own (any email, a password of 6+ characters), or "Start without an',
    '  account". Links from verification and password-reset emails are printed here.',
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ].join('\n');
}
