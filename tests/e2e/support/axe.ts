import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core itself, to evaluate in a page (the extension's pages cannot load it as a script). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe checks: WCAG 2.0, 2.1 and 2.2 A and AA and axe's best practices, and, though axe counts
 * it experimental, that an accessible name contains the words the control shows (WCAG 2.5.3: voice
 * control users say what they see).
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** Rules that fail whatever axe calls their impact: the page's structure the issue asks for. */
export const STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one', 'heading-order', 'label-content-name-mismatch'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** An expression that runs axe on the document (axe already evaluated in it) and gives its violations. */
export const RUN_AXE = `axe.run(document, ${JSON.stringify(AXE_OPTIONS)}).then((result) => result.violations.map((violation) => ({
  id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ')),
})))`;

/** The violations that count: serious or critical ones, and any of the structure rules. */
export function counted(violations: readonly AxeFinding[]): AxeFinding[] {
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || STRUCTURE_RULES.includes(violation.id));
}
