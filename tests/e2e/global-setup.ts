import type { TestProject } from 'vitest/node';
import { DIST } from './support/extension';
import { setUpStack } from './support/stack-setup';

/** The end-to-end tests against the Firestore dev server, which also offers fault controls (write loss). */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setUpStack(project, DIST, 'dev-server');
}
