import type { Locator, Page } from 'playwright-core';
import { sayIn, type Say } from '../../locale-messages';

export const OPTIONS_PAGE = 'src/pages/options/index.html';
export const TEST_PASSWORD = 'correct-horse-battery';
const ENGLISH = sayIn('en');

/** The options page's sections, by their address (`#lists`): one is shown at a time. */
export type OptionsSectionId = 'account' | 'lists' | 'alerts' | 'tracking' | 'detection' | 'data' | 'about';

/** Shows an options section, as a click in the page's navigation does, and waits for its heading. */
export async function showSection(options: Page, id: OptionsSectionId): Promise<void> {
  await options.locator(`.options-nav a[href="#${id}"]`).click();
  await options.locator(`main #${id}-heading`).waitFor();
}

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The options page's Account section (the Lists & sharing section has an email field of its own). */
export function accountSection(options: Page, say: Say = ENGLISH): Locator {
  return options.getByRole('region', { name: say('optionsSectionAccount'), exact: true });
}

export async function fillCredentials(options: Page, email: string, password = TEST_PASSWORD, say: Say = ENGLISH): Promise<void> {
  await accountSection(options, say).getByLabel(say('fieldEmail')).fill(email);
  await accountSection(options, say).getByLabel(say('fieldPassword')).fill(password);
}

/** Signs in (or up) from the options page and waits until the page says who is signed in, in the page's language. */
export async function signInThroughOptions(
  options: Page,
  email: string,
  action: 'Create account' | 'Sign in',
  password = TEST_PASSWORD,
  say: Say = ENGLISH,
): Promise<void> {
  await fillCredentials(options, email, password, say);
  await options.getByRole('button', { name: say(action === 'Create account' ? 'accountCreate' : 'accountSignIn'), exact: true }).click();
  await options.getByText(say('accountSignedInAs', email)).waitFor();
}
