type Env = Partial<Record<string, string | boolean | undefined>>;

/**
 * The Google OAuth web client the build was configured with (VITE_GOOGLE_OAUTH_CLIENT_ID), or null.
 * Read at build time: the pages and the worker come from the same build, so they always agree.
 */
export function googleOAuthClientIdOf(env: Env): string | null {
  const value = env.VITE_GOOGLE_OAUTH_CLIENT_ID;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Whether this build offers Google sign-in; pages show nothing about Google when it does not.
 * Reads the one variable, so that the pages' bundle carries no other build setting.
 */
export function isGoogleSignInConfigured(): boolean {
  return googleOAuthClientIdOf({ VITE_GOOGLE_OAUTH_CLIENT_ID: import.meta.env.VITE_GOOGLE_OAUTH_CLIENT_ID as string | undefined }) !== null;
}
