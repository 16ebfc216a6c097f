import * as v from 'valibot';
import { EXPORT_FORMAT, EXPORT_SCHEMA_VERSION } from '../model/export-format';
import { IMPORT_MAX_BYTES, importItemSchema, type ImportItem } from '../model/import-item';
import { LIMITS } from '../../../platform/limits';

/**
 * Reads a file the shopper chose to import: a Cartwatch export of a version this Cartwatch knows,
 * whose lists, items and rules are all valid (docs/export-schema.json), or a reason to refuse it
 * whole. Nothing is written for a file refused here.
 */
export type ImportProblem = 'too-large' | 'not-export' | 'damaged' | 'newer-version' | 'invalid';

export interface ImportableList {
  id: string;
  name: string;
  gift: boolean;
  items: ImportItem[];
}

export interface ImportableRules {
  listId: string;
  itemId: string | null;
  settings: Record<string, number | boolean | null>;
}

export interface ImportableExport {
  exportedAt: string;
  lists: ImportableList[];
  alertRules: ImportableRules[];
}

export type ReadOutcome = { ok: true; file: ImportableExport } | { ok: false; problem: ImportProblem; where?: string };

const id = v.pipe(v.string(), v.regex(new RegExp(`^[A-Za-z0-9]{1,${LIMITS.documentId}}$`)));
const price = v.nullable(v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(LIMITS.priceExclusiveMax)));

const listSchema = v.object({
  id,
  name: v.pipe(v.string(), v.trim(), v.minLength(LIMITS.listName.min), v.maxLength(LIMITS.listName.max)),
  gift: v.boolean(),
  items: v.pipe(v.array(importItemSchema), v.maxLength(LIMITS.itemsPerList)),
});

const rulesSchema = v.strictObject({
  listId: id,
  itemId: v.nullable(id),
  dropBasisPoints: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)))),
  dropAmount: v.optional(price),
  backInStock: v.optional(v.boolean()),
  lowest90Days: v.optional(v.boolean()),
  target: v.optional(price),
});

const fileSchema = v.object({
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  lists: v.array(listSchema),
  alertRules: v.array(rulesSchema),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where in the file the first problem is: `lists[2].items[13].price`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${String(step.key)}`))
    .join('')
    .replace(/^\./, '');
}

/**
 * Whether text that is not whole JSON begins as an export does: `{` and, among its first fields,
 * the export's format name. Such a file was cut off (a download that stopped) or edited, not chosen
 * by mistake, and the shopper is told so.
 */
function beginsAsExport(text: string): boolean {
  const head = text.slice(0, 200);
  return /^\s*\{/.test(head) && new RegExp(`"format"\\s*:\\s*"${EXPORT_FORMAT}"`).test(head);
}

export function readExportText(text: string): ReadOutcome {
  if (text.length > IMPORT_MAX_BYTES) return { ok: false, problem: 'too-large' };
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, problem: beginsAsExport(body) ? 'damaged' : 'not-export' };
  }
  if (!isRecord(parsed) || parsed.format !== EXPORT_FORMAT || typeof parsed.schemaVersion !== 'number') return { ok: false, problem: 'not-export' };
  if (parsed.schemaVersion > EXPORT_SCHEMA_VERSION) return { ok: false, problem: 'newer-version' };
  if (parsed.schemaVersion !== EXPORT_SCHEMA_VERSION) return { ok: false, problem: 'not-export' };
  const result = v.safeParse(fileSchema, parsed);
  if (!result.success) return { ok: false, problem: 'invalid', where: pathOf(result.issues[0]) };
  const { exportedAt, lists, alertRules } = result.output;
  return {
    ok: true,
    file: {
      exportedAt,
      lists: lists.map((list) => ({ id: list.id, name: list.name, gift: list.gift, items: list.items })),
      alertRules: alertRules.map(({ listId, itemId, ...settings }) => ({ listId, itemId, settings })),
    },
  };
}

/** A chosen file: too large is refused before it is read. */
export async function readExportFile(file: Pick<File, 'size' | 'text'>): Promise<ReadOutcome> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, problem: 'too-large' };
  return readExportText(await file.text());
}
