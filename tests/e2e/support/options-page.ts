import type { Page } from 'playwright-core';

export const OPTIONS_PAGE = 'src/options/index.html';
export const TEST_PASSWORD = 'correct-horse-battery';

/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function fillCredentials(options: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  await options.getByLabel('Email address').fill(email);
  await options.getByLabel('Password').fill(password);
}

/** Signs in (or up) from the options page and waits until the page says who is signed in. */
export async function signInThroughOptions(
  options: Page,
  email: string,
  action: 'Create account' | 'Sign in',
  password = TEST_PASSWORD,
): Promise<void> {
  await fillCredentials(options, email, password);
  await options.getByRole('button', { name: action }).click();
  await options.getByText(`Signed in as ${email}`).waitFor();
}
