/** The account feature's face for worker: what src/worker.ts wires and other features’ worker code calls. Re-exports only. */
export { accountHandlers } from './account-handlers';
export { createAccountService } from './account-service';
export { createAccountSwitch } from './account-switch';
export { followSignedInUser } from './follow-signed-in-user';
export { googleIdTokenFlowOf } from './google-id-token-flow';
export { googleSignInHandlers } from './google-sign-in-handlers';
export { createGoogleCredentials, createGoogleSignIn } from './google-sign-in';
export { createProfileSync } from './profile-sync';
export { createSignedInUser } from './signed-in-user';
