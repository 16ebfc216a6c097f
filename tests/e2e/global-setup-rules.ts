import type { TestProject } from 'vitest/node';
import { DIST_RULES } from './support/extension';
import { setUpStack } from './support/stack-setup';

/**
 * The rules-mode end-to-end tests: the same stack with the official Cloud Firestore emulator
 * enforcing firestore.rules, so every query, listener and batch of the worker meets the real rules
 * engine. Where Java 21+ or the emulator is missing, this fails saying which (npm test skips the
 * project there instead, unless CARTWATCH_REQUIRE_RULES=1).
 */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return setUpStack(project, DIST_RULES, 'official');
}
