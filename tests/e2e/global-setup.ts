import type { TestProject } from 'vitest/node';
import { DIST, DIST_FIREFOX } from './support/extension';
import { setUpStack } from './support/stack-setup';

/**
 * The end-to-end tests against the Firestore dev server, which also offers fault controls (write
 * loss), with the Chrome build and the Firefox build that the Firefox tests load.
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setUpStack(project, DIST, 'dev-server', DIST_FIREFOX);
}
