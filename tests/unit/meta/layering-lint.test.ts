import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { sourceBoundaries } from '../../../eslint.boundaries.js';

const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, sourceBoundaries],
});

/** The boundaries lint's verdicts on one import written in a file at `path` (it need not exist). */
async function verdicts(path: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport type Used = typeof used;\n`, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layering lint (eslint.boundaries.js)', () => {
  it.each([
    ['the design system importing a feature', 'src/ui/probe.tsx', "import { used } from '../features/lists';"],
    ['a feature reaching into another feature’s model', 'src/features/alerts/model/probe.ts', "import { used } from '../../lists/model/items';"],
    ['a feature’s model importing its own worker', 'src/features/alerts/model/probe.ts', "import { used } from '../worker/alert-handlers';"],
    ['a page importing a feature’s worker face', 'src/pages/popup/probe.tsx', "import { used } from '../../features/lists/worker';"],
    ['a popup part importing another feature’s popup internals', 'src/features/lists/popup/probe.tsx', "import { used } from '../../alerts/popup/item-alert-rules';"],
    ['a popup part importing app/worker', 'src/features/lists/popup/probe.tsx', "import { used } from '../../../app/worker/store';"],
    ['platform importing the app', 'src/platform/messaging/probe.ts', "import { used } from '../../app/protocol';"],
    ['a page importing Firebase helpers', 'src/pages/popup/probe.tsx', "import { used } from '../../platform/firebase/app';"],
  ])('refuses %s', async (_what, path, importLine) => {
    expect(await verdicts(path, importLine)).toContain('boundaries/dependencies');
  });

  it.each([
    ['another feature through its face', 'src/features/alerts/model/probe.ts', "import { used } from '../../lists';"],
    ['a feature’s own model from its worker', 'src/features/lists/worker/probe.ts', "import { used } from '../model/items';"],
    ['another feature’s Firestore face from worker code', 'src/features/lists/worker/probe.ts', "import { used } from '../../account/worker/firestore';"],
    ['a feature’s popup face from a page', 'src/pages/popup/probe.tsx', "import { used } from '../../features/lists/popup';"],
    ['a feature’s worker face from worker.ts', 'src/probe.ts', "import { used } from './features/lists/worker';"],
    ['the protocol slices from app/protocol', 'src/app/probe.ts', "import { used } from '../features/lists/protocol';"],
  ])('allows %s', async (_what, path, importLine) => {
    expect(await verdicts(path, importLine)).toEqual([]);
  });
});
