/** Accounts every local stack has, so a newcomer can sign in at once (two, to try sharing). */
export const DEMO_ACCOUNTS = [
  { email: 'ana@cartwatch.test', password: 'cartwatch-demo', displayName: 'Ana' },
  { email: 'ben@cartwatch.test', password: 'cartwatch-demo', displayName: 'Ben' },
] as const;

interface EmulatorAnswer {
  localId?: string;
  error?: { message?: string };
}

/**
 * Creates the demo accounts in the Auth emulator when they are missing, already verified.
 * Uses the emulator's REST API; `Bearer owner` is its administrator credential.
 */
export async function ensureDemoAccounts(authUrl: string, projectId: string): Promise<void> {
  const api = `${authUrl}/identitytoolkit.googleapis.com/v1`;
  for (const account of DEMO_ACCOUNTS) {
    const created = await post<EmulatorAnswer>(`${api}/accounts:signUp?key=demo-api-key`, {
      email: account.email,
      password: account.password,
      displayName: account.displayName,
    });
    if (created.error?.message === 'EMAIL_EXISTS') continue;
    if (created.localId === undefined) throw new Error(`Could not create ${account.email}: ${JSON.stringify(created)}`);
    await post(`${api}/projects/${projectId}/accounts:update`, { localId: created.localId, emailVerified: true }, 'owner');
  }
}

const ATTEMPTS = 12;

/**
 * Posts to the emulator, trying again when the connection drops or is refused: on a busy machine
 * the emulator sometimes resets a reused keep-alive connection just after it starts, and at a load
 * of 15 one refused connections for a moment after it had first answered (a CI run's stack start
 * failed so after 1.5 s of tries). Up to about 16 s in all.
 */
async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof TypeError)) throw error;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, Math.min(250 * attempt, 2_500)));
    }
  }
}
