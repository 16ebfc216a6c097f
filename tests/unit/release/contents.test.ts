import { describe, expect, it } from 'vitest';
import { forbiddenEntries, pointsAtSourceMap } from '../../../scripts/package/contents';

describe('what a store package must not hold', () => {
  it('passes a built extension’s files', () => {
    const built = ['manifest.json', 'service-worker-loader.js', 'assets/ui-D6sLYeqS.js', 'assets/ui-1sJ3YPtQ.css', 'src/pages/popup/index.html', '_locales/en/messages.json', 'icons/icon-16.png', 'currency-data.json'];
    expect(forbiddenEntries(built)).toEqual([]);
  });

  it('names source maps, .env files, TypeScript, tests, emulator configuration and tool folders', () => {
    expect(
      forbiddenEntries(['assets/worker.js.map', '.env', '.env.local', 'release.env', 'src/worker.ts', 'src/app/connector/testing/mock.js', 'assets/x.test.js', 'firebase.json', '.cartwatch-data/db.json', 'node_modules/a/index.js', '.vite/manifest.json']),
    ).toEqual([
      'assets/worker.js.map: a source map',
      '.env: a .env file',
      '.env.local: a .env file',
      'release.env: a .env file',
      'src/worker.ts: a TypeScript source',
      'src/app/connector/testing/mock.js: test code',
      'assets/x.test.js: test code',
      'firebase.json: local emulator configuration',
      '.cartwatch-data/db.json: local emulator configuration',
      'node_modules/a/index.js: a build tool’s folder',
      '.vite/manifest.json: a build tool’s folder',
    ]);
  });

  it('notices a built file that points at a source map', () => {
    expect(pointsAtSourceMap('console.log(1);\n//# sourceMappingURL=app.js.map\n')).toBe(true);
    expect(pointsAtSourceMap('/*# sourceMappingURL=data:application/json;base64,e30= */')).toBe(true);
    expect(pointsAtSourceMap('const sourceMappingURL = 1;')).toBe(false);
  });
});
