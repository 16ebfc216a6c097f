import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { launchExtension, type LoadedExtension } from './extension';

interface ChromiumPreferences {
  extensions: { settings: Record<string, Record<string, unknown>> };
}

/**
 * Starts Chromium with Cartwatch in a profile that says the shopper granted `origins` once before.
 *
 * Headless Chromium shows permissions.request's prompt in a window no test can answer: the promise
 * never settles, and Chromium offers no switch or CDP command for it (only C++ test hooks). But
 * Chromium does not prompt again for host access the shopper granted earlier (kept under
 * `runtime_granted_permissions`, also after the extension itself removed it): then the real
 * request, made in a real click, grants at once. A first start installs the extension and names
 * it; the grant is written into its settings before the second. `dist` defaults to the build the
 * project's global setup made; `extraArgs` go to the second start's Chromium (a benchmark's own build
 * and flags).
 */
export async function launchWithEarlierGrants(
  origins: string[],
  dist = inject('extensionDir'),
  extraArgs: string[] = [],
): Promise<LoadedExtension> {
  const profile = mkdtempSync(join(tmpdir(), 'cartwatch-profile-'));
  const first = await launchExtension(dist, [], profile);
  const { extensionId } = first;
  await first.closeKeepingProfile();

  const file = join(profile, 'Default', 'Preferences');
  const preferences = JSON.parse(readFileSync(file, 'utf8')) as ChromiumPreferences;
  const settings = preferences.extensions.settings[extensionId];
  if (settings === undefined) throw new Error(`The profile holds no settings for ${extensionId}.`);
  settings.runtime_granted_permissions = { api: [], explicit_host: origins, manifest_permissions: [], scriptable_host: [] };
  writeFileSync(file, JSON.stringify(preferences));
  return launchExtension(dist, extraArgs, profile);
}
