import { describe, expect, it } from 'vitest';
import { envFileOf, RELEASE_ENV_KEYS, releaseEnvFrom } from '../../../scripts/package/release-env';

const project = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop-42.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop-42',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('a release’s build settings', () => {
  it('keeps the Firebase project and the Google client, and nothing else the environment holds', () => {
    const env = releaseEnvFrom({ ...project, VITE_GOOGLE_OAUTH_CLIENT_ID: ' id.apps.googleusercontent.com ', VITE_SECRET_TOKEN: 'x', HOME: '/root' });
    expect(Object.keys(env)).toEqual([...RELEASE_ENV_KEYS]);
    expect(env.VITE_GOOGLE_OAUTH_CLIENT_ID).toBe('id.apps.googleusercontent.com');
    expect(envFileOf(env)).toBe(
      'VITE_FIREBASE_API_KEY=AIzaSyExample\nVITE_FIREBASE_AUTH_DOMAIN=shop-42.firebaseapp.com\nVITE_FIREBASE_PROJECT_ID=shop-42\n' +
        'VITE_FIREBASE_APP_ID=1:2:web:3\nVITE_GOOGLE_OAUTH_CLIENT_ID=id.apps.googleusercontent.com\n',
    );
  });

  it('refuses a release without a Firebase project', () => {
    expect(() => releaseEnvFrom({})).toThrow(/names no Firebase project/);
    expect(() => releaseEnvFrom({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });

  it('refuses settings for the local emulators or the tests', () => {
    for (const key of ['CARTWATCH_LOCAL_BUILD', 'VITE_AUTH_EMULATOR_URL', 'VITE_FIRESTORE_EMULATOR_HOST', 'CARTWATCH_RECHECK_POLITENESS_MS']) {
      expect(() => releaseEnvFrom({ ...project, [key]: '1' }), key).toThrow(new RegExp(`local development: unset ${key}`));
    }
    expect(() => releaseEnvFrom({ ...project, VITE_FIRESTORE_EMULATOR_HOST: '  ' })).not.toThrow();
  });

  it('refuses a value that would not survive a .env file', () => {
    expect(() => releaseEnvFrom({ ...project, VITE_FIREBASE_APP_ID: 'a\nVITE_X=1' })).toThrow(/line break/);
  });
});
