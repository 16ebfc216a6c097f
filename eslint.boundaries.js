/**
 * The source tree's layering (docs/source-tree.md, "Layering"), enforced by eslint-plugin-boundaries:
 * each folder of src/ is an element of one type; an import is allowed only where a policy below
 * allows it. Another feature is reached only through its faces (index.ts files, re-exports only).
 */
import boundaries from 'eslint-plugin-boundaries';

const featurePart = (type, folder) => ({ type, pattern: `src/features/*/${folder}`, capture: ['feature'] });

const ELEMENTS = [
  { type: 'platform-firebase', pattern: 'src/platform/firebase' },
  { type: 'platform-browser', pattern: 'src/platform/browser' },
  { type: 'platform', pattern: 'src/platform' },
  { type: 'app-worker', pattern: 'src/app/worker' },
  { type: 'app-connector', pattern: 'src/app/connector' },
  { type: 'app-contract', pattern: 'src/app' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'page', pattern: 'src/pages' },
  featurePart('feature-model', 'model'),
  featurePart('feature-worker', 'worker'),
  featurePart('feature-popup', 'popup'),
  featurePart('feature-options', 'options'),
  featurePart('feature-offscreen', 'offscreen'),
  featurePart('feature-content', 'content'),
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'worker-root', pattern: 'src' },
];

const to = (element) => ({ element });
const types = (...names) => to({ types: { anyOf: names } });
const SAME_FEATURE = { feature: '{{ from.element.captured.feature }}' };
const sameFeature = (...names) => to({ types: { anyOf: names }, captured: SAME_FEATURE });
/** A feature's own root files: its face (index.ts) and its protocol slice. */
const ROOT_FILES = ['index.ts', 'protocol.ts'];
const sameFeatureRoot = to({ types: 'feature', captured: SAME_FEATURE, fileInternalPath: ROOT_FILES });
/** Another feature's faces: re-exports of what the rest of Cartwatch may use. */
const modelFace = to({ types: 'feature', fileInternalPath: 'index.ts' });
const workerFaces = to({ types: 'feature-worker', fileInternalPath: ['index.ts', 'firestore/index.ts'] });
const pageFaces = to({ types: { anyOf: ['feature-popup', 'feature-options', 'feature-offscreen'] }, fileInternalPath: 'index.ts' });
const protocolSlice = to({ types: 'feature', fileInternalPath: 'protocol.ts' });

const allow = (from, ...targets) => ({ from: { element: { types: { anyOf: from } } }, allow: { to: targets } });

const POLICIES = [
  allow(['platform', 'platform-browser'], types('platform')),
  allow(['platform-firebase'], types('platform', 'platform-firebase')),
  // Pure parts: a feature's model, face and protocol slice.
  allow(['feature', 'feature-model'], types('platform'), sameFeature('feature-model'), sameFeatureRoot, modelFace),
  allow(['app-contract'], types('platform', 'app-contract'), modelFace, protocolSlice),
  allow(['app-worker'], types('platform', 'platform-firebase', 'app-contract', 'app-worker'), modelFace),
  allow(['app-connector'], types('platform', 'platform-browser', 'app-contract', 'app-connector'), modelFace),
  allow(
    ['feature-worker'],
    types('platform', 'platform-firebase', 'platform-browser', 'app-contract', 'app-worker'),
    sameFeature('feature-model', 'feature-worker'),
    sameFeatureRoot,
    modelFace,
    workerFaces,
  ),
  allow(
    ['feature-popup', 'feature-options'],
    types('platform', 'platform-browser', 'app-contract', 'app-connector', 'ui'),
    sameFeature('feature-model', 'feature-popup', 'feature-options'),
    sameFeatureRoot,
    modelFace,
    pageFaces,
  ),
  allow(['feature-content'], types('platform', 'app-contract'), sameFeature('feature-model', 'feature-content')),
  allow(['feature-offscreen'], types('platform', 'app-contract'), sameFeature('feature-model', 'feature-offscreen'), sameFeatureRoot),
  allow(['ui'], types('platform', 'platform-browser', 'ui')),
  allow(['page'], types('platform', 'platform-browser', 'app-contract', 'app-connector', 'ui', 'page'), modelFace, pageFaces),
  allow(
    ['worker-root'],
    types('platform', 'platform-firebase', 'platform-browser', 'app-contract', 'app-worker', 'feature-content'),
    modelFace,
    workerFaces,
  ),
];

export const sourceBoundaries = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'boundaries/include': ['src/**/*'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': 'error',
  },
};
