import type { AppError, Result } from '../../../platform/messaging/errors';
import { IMPORT_PAGE_ITEMS, type ImportItem, type ImportItemsAnswer } from '../model/import-item';
import type { ImportPlan } from './import-plan';
import type { ImportableRules } from './read-export-file';

/** What the import asks the worker: the existing messages for lists and rules, and the item pages. */
export interface ImportRequests {
  createList(name: string): Promise<Result<{ id: string }>>;
  setGiftMode(listId: string, gift: boolean): Promise<Result<null>>;
  importItems(listId: string, items: ImportItem[]): Promise<Result<ImportItemsAnswer>>;
  setRules(listId: string, itemId: string | undefined, settings: ImportableRules['settings']): Promise<Result<null>>;
}

/** Exactly what has been written so far: shown as it grows, and as it stands when an import stops. */
export interface ImportReport {
  listsCreated: number;
  itemsAdded: number;
  alreadySaved: number;
  overLimit: number;
  failed: number;
  rulesSet: number;
  /** Items handled (written, merged, refused) of those the plan writes. */
  done: number;
  total: number;
}

export type ImportOutcome = { ok: true; report: ImportReport } | { ok: false; error: AppError; report: ImportReport };

/**
 * Runs a plan: each new list created, then its items a page at a time (each item one batch with
 * its list's counter, so every item is written whole or not at all), then the rules of the lists
 * and of the items that were written. Stops at the first refused request and reports what was
 * written until then; running the same file again merges what is there and writes the rest.
 */
export async function runImport(
  plan: ImportPlan,
  rules: readonly ImportableRules[],
  requests: ImportRequests,
  onProgress: (report: ImportReport) => void,
): Promise<ImportOutcome> {
  const report: ImportReport = {
    listsCreated: 0,
    itemsAdded: 0,
    alreadySaved: plan.totals.alreadySaved,
    overLimit: plan.totals.overLimit,
    failed: 0,
    rulesSet: 0,
    done: 0,
    total: plan.totals.toWrite,
  };
  const progress = () => onProgress({ ...report });
  const stop = (error: AppError): ImportOutcome => ({ ok: false, error, report: { ...report } });
  progress();
  for (const list of plan.lists) {
    if (list.target.kind === 'skip') continue;
    let listId: string;
    if (list.target.kind === 'new') {
      const created = await requests.createList(list.source.name);
      if (!created.ok) return stop(created.error);
      listId = created.data.id;
      report.listsCreated += 1;
      if (list.source.gift) {
        const gift = await requests.setGiftMode(listId, true);
        if (!gift.ok) return stop(gift.error);
      }
    } else {
      listId = list.target.listId;
    }
    const written = new Map<string, string>();
    for (let start = 0; start < list.items.length; start += IMPORT_PAGE_ITEMS) {
      const page = list.items.slice(start, start + IMPORT_PAGE_ITEMS);
      const answer = await requests.importItems(listId, page);
      if (!answer.ok) return stop(answer.error);
      const { added, alreadySaved, overLimit, failed } = answer.data;
      for (const [exported, id] of Object.entries(added)) written.set(exported, id);
      report.itemsAdded += Object.keys(added).length;
      // The worker knows best: an item saved meanwhile on another browser is merged there too.
      report.alreadySaved += Object.keys(alreadySaved).length;
      report.overLimit += overLimit.length;
      report.failed += failed.length;
      report.done += page.length;
      progress();
    }
    for (const rule of rules.filter((candidate) => candidate.listId === list.source.id)) {
      const itemId = rule.itemId === null ? undefined : written.get(rule.itemId);
      if (rule.itemId !== null && itemId === undefined) continue;
      // A list's defaults go only to a list the import created: an existing list keeps the shopper's.
      if (rule.itemId === null && list.target.kind !== 'new') continue;
      const set = await requests.setRules(listId, itemId, rule.settings);
      if (!set.ok) return stop(set.error);
      report.rulesSet += 1;
    }
    progress();
  }
  return { ok: true, report: { ...report } };
}
