import { CartwatchError } from '../../../platform/messaging/errors';
import { buildGoogleAuthorizeUrl, randomNonce, readIdTokenFromRedirect } from './google-auth-url';

/** The parts of the browser's identity API the flow uses (injected, so tests can stand in for Google). */
export interface IdentityApi {
  getRedirectURL(): string;
  launchWebAuthFlow(details: { url: string; interactive: boolean }): Promise<string | undefined>;
}

export interface GoogleIdTokenFlowOptions {
  clientId: string;
  identity: IdentityApi;
  isOnline: () => boolean;
  nonce?: () => string;
}

/** Chromium: "The user did not approve access."; Firefox: "User cancelled or denied access." */
const USER_CLOSED_WINDOW = /did not approve|cancel|denied/i;

/** A launchWebAuthFlow failure, as null for a window the user closed or an error from the catalogue. */
export function toFlowOutcome(error: unknown, online: boolean): null | CartwatchError {
  if (error instanceof CartwatchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (USER_CLOSED_WINDOW.test(message)) return null;
  if (!online) return new CartwatchError('offline', message);
  return new CartwatchError('google-sign-in-failed', message);
}

/**
 * Opens Google's account chooser in the browser's auth window and returns the ID token it
 * answers with, or null when the user closed the window or declined.
 */
export function createGoogleIdTokenFlow(options: GoogleIdTokenFlowOptions) {
  return {
    async requestIdToken(): Promise<string | null> {
      if (!options.isOnline()) throw new CartwatchError('offline', 'Google sign-in needs a connection.');
      const request = {
        clientId: options.clientId,
        redirectUri: options.identity.getRedirectURL(),
        nonce: (options.nonce ?? randomNonce)(),
      };
      let redirectedTo: string | undefined;
      try {
        redirectedTo = await options.identity.launchWebAuthFlow({ url: buildGoogleAuthorizeUrl(request), interactive: true });
      } catch (error) {
        const outcome = toFlowOutcome(error, options.isOnline());
        if (outcome === null) return null;
        throw outcome;
      }
      if (redirectedTo === undefined) return null;
      return readIdTokenFromRedirect(redirectedTo, request);
    },
  };
}

export type GoogleIdTokenFlow = ReturnType<typeof createGoogleIdTokenFlow>;

/** The flow for this build: null when it has no Google OAuth client (Google sign-in stays hidden). */
export function googleIdTokenFlowOf(clientId: string | null, identity: IdentityApi, isOnline: () => boolean) {
  return clientId === null ? null : createGoogleIdTokenFlow({ clientId, identity, isOnline });
}
