import type { ManifestV3Export } from '@crxjs/vite-plugin';
import source from '../manifest.json' with { type: 'json' };
import packageJson from '../package.json' with { type: 'json' };

/**
 * The extension's manifests for Chrome and Firefox, from manifest.json and package.json: the
 * version has one source, package.json, so the stores, the About section and the CHANGELOG agree.
 */
type SourceManifest = typeof source & Record<string, unknown>;

/** The oldest Firefox the suite runs on (README, "Supported browsers"): Firefox ESR 153. */
export const FIREFOX_MIN_VERSION = '153.0';
export const FIREFOX_EXTENSION_ID = 'cartwatch@cartwatch.app';

/**
 * What leaves the browser for Cartwatch's Firebase project, in Mozilla's data collection terms
 * (docs/privacy.md, "What Firefox shows at install"). All of it is required: nothing syncs without it.
 * - authenticationInfo: the account's email address and password, sent to Firebase Authentication.
 * - personallyIdentifyingInfo: that email address, an email invite's addressee, and the display
 *   name a shopper gives themselves in a shared list.
 * - browsingActivity: the address of each product page the shopper saves (and only those).
 * - websiteContent: what was read from such a page (name, brand, image address, price, stock),
 *   when saved and at each later check.
 * Not declared: technicalAndInteraction (no analytics, usage metrics, crash or error reports),
 * locationInfo (the quiet hours' time zone is a setting the shopper picks, not a location).
 */
const DATA_COLLECTION = {
  required: ['authenticationInfo', 'personallyIdentifyingInfo', 'browsingActivity', 'websiteContent'],
};

export function chromeManifest(): ManifestV3Export {
  return { ...(source as SourceManifest), version: packageJson.version };
}

/** Firefox runs the background as an event page and has no offscreen documents. */
export function firefoxManifest(): ManifestV3Export {
  const { minimum_chrome_version: _chromeOnly, ...rest } = source as SourceManifest;
  return {
    ...rest,
    version: packageJson.version,
    background: { scripts: [source.background.service_worker], type: 'module' },
    permissions: source.permissions.filter((permission) => permission !== 'offscreen'),
    browser_specific_settings: {
      gecko: { id: FIREFOX_EXTENSION_ID, strict_min_version: FIREFOX_MIN_VERSION, data_collection_permissions: DATA_COLLECTION },
    },
  } as ManifestV3Export;
}
