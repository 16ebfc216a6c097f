import type { ReleaseEnv } from '../../scripts/package/release-env';

/** A Firebase project that does not exist: the release tests look at what is built, and never connect. */
export const TEST_RELEASE_ENV: ReleaseEnv = {
  VITE_FIREBASE_API_KEY: 'AIzaSyRelease-Test-Key-000000000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'cartwatch-release-test.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'cartwatch-release-test',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_GOOGLE_OAUTH_CLIENT_ID: 'cartwatch-release-test.apps.googleusercontent.com',
};
