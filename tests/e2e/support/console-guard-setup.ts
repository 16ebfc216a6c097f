import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { consoleGuard } from './console-guard';

// Every e2e file (both projects, vitest.config.ts): a test fails when the extension's worker, popup or
// options page logged an error it did not declare expected (expectConsoleError).
beforeAll(() => consoleGuard.startFile());
beforeEach(() => consoleGuard.startTest());
afterEach(() => consoleGuard.endTest());
afterAll(() => consoleGuard.endFile());
