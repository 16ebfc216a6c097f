import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCRIPT_OUTPUT, containsFirebase, javascriptOf } from '../../scripts/bundle-graph';
import { DIST } from './support/extension';

interface BuiltManifest {
  action: { default_popup: string };
  options_ui: { page: string };
  background: { service_worker: string };
}

const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as BuiltManifest;
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

describe('built bundles', () => {
  it('recognises Firebase code when it sees it', () => {
    const firestoreBundle = createRequire(import.meta.url).resolve('@firebase/firestore');
    expect(containsFirebase(readFileSync(firestoreBundle, 'utf8'))).toBe(true);
  });

  it.each([
    ['popup', manifest.action.default_popup],
    ['options', manifest.options_ui.page],
  ])('the %s page loads no Firebase code', (_name, entry) => {
    const files = javascriptOf(DIST, entry);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(containsFirebase(read(file)), file).toBe(false);
  });

  it('the injected content script is one self-contained file with no Firebase code', () => {
    expect(javascriptOf(DIST, CONTENT_SCRIPT_OUTPUT)).toEqual([CONTENT_SCRIPT_OUTPUT]);
    const code = read(CONTENT_SCRIPT_OUTPUT);
    expect(code).toContain('content:product-detected');
    expect(containsFirebase(code)).toBe(false);
  });

  it('the worker bundle, followed through its imports, is where Firebase is', () => {
    const files = javascriptOf(DIST, manifest.background.service_worker);
    expect(files.some((file) => containsFirebase(read(file)))).toBe(true);
  });

  it('the manifest asks for store access only as optional host permissions', () => {
    const built = JSON.parse(read('manifest.json')) as Record<string, unknown>;
    expect(built.host_permissions).toBeUndefined();
    expect(built.web_accessible_resources).toBeUndefined();
    expect(built.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
    expect(built.content_security_policy).toMatchObject({ extension_pages: expect.stringContaining("script-src 'self'") as string });
  });
});
