import { describe, expect, it } from 'vitest';
import { buildTarget, describeBuildTarget, LOCAL_BUILD_FLAG } from '../../../scripts/build-target';

describe('which Firebase a build targets', () => {
  it('refuses a build that names no project and is not marked local', () => {
    expect(() => buildTarget({})).toThrow(/names no Firebase project.*CARTWATCH_LOCAL_BUILD=1/s);
    expect(() => buildTarget({ VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_PROJECT_ID: '' })).toThrow(/names no Firebase project/);
  });

  it('refuses an API key without its project', () => {
    expect(() => buildTarget({ VITE_FIREBASE_API_KEY: 'key', [LOCAL_BUILD_FLAG]: '1' })).toThrow(/VITE_FIREBASE_PROJECT_ID is not/);
  });

  it('builds for the project .env names', () => {
    const target = buildTarget({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: 'shop-42' });
    expect(target).toEqual({ kind: 'hosted', projectId: 'shop-42' });
    expect(describeBuildTarget(target)).toContain('"shop-42"');
  });

  it('builds for the local emulators only when asked to, and says so loudly', () => {
    const target = buildTarget({ [LOCAL_BUILD_FLAG]: '1' });
    expect(target).toEqual({ kind: 'local' });
    expect(describeBuildTarget(target)).toMatch(/LOCAL BUILD.*Do not publish/s);
    expect(() => buildTarget({ [LOCAL_BUILD_FLAG]: 'yes' })).toThrow();
  });
});
