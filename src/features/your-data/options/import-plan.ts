import type { ImportItem } from '../model/import-item';
import type { ListItem } from '../../lists';
import { LIMITS } from '../../../platform/limits';
import type { ListSummary } from '../../lists';
import type { ImportableExport, ImportableList } from './read-export-file';

/**
 * What an import will do, decided before anything is written and shown as its preview. Each list
 * of the file goes to the list with the same id when the shopper may add to it, else to a list of
 * theirs with the same name, else to a new list. An item whose product key the target list holds
 * already (or that comes twice in the file) is merged: not written again.
 */
export type ImportTarget =
  | { kind: 'existing'; listId: string; name: string }
  | { kind: 'new' }
  | { kind: 'skip'; reason: 'viewer' | 'list-limit' };

export interface ListPlan {
  source: ImportableList;
  target: ImportTarget;
  /** The items to write, in the file's order. */
  items: ImportItem[];
  /** Items the target holds already, or that the file holds twice. */
  alreadySaved: number;
  /** Items beyond the 1,000 a list holds. */
  overLimit: number;
}

export interface ImportTotals {
  lists: number;
  items: number;
  alreadySaved: number;
  toWrite: number;
  overLimit: number;
  newLists: number;
  skippedLists: number;
}

export interface ImportPlan {
  lists: ListPlan[];
  totals: ImportTotals;
}

export interface ImportContext {
  uid: string;
  lists: readonly ListSummary[];
  items: Readonly<Record<string, readonly ListItem[]>>;
}

function targetOf(source: ImportableList, context: ImportContext, taken: Set<string>, newLists: number): ImportTarget {
  const same = context.lists.find((list) => list.id === source.id);
  if (same !== undefined) return same.role === 'viewer' ? { kind: 'skip', reason: 'viewer' } : { kind: 'existing', listId: same.id, name: same.name };
  const named = context.lists.find((list) => list.ownerId === context.uid && list.name === source.name && !taken.has(list.id));
  if (named !== undefined) return { kind: 'existing', listId: named.id, name: named.name };
  return context.lists.length + newLists < LIMITS.listsPerAccount ? { kind: 'new' } : { kind: 'skip', reason: 'list-limit' };
}

export function planImport(file: ImportableExport, context: ImportContext): ImportPlan {
  const taken = new Set<string>();
  let newLists = 0;
  const lists = file.lists.map((source): ListPlan => {
    const target = targetOf(source, context, taken, newLists);
    if (target.kind === 'skip') return { source, target, items: [], alreadySaved: 0, overLimit: 0 };
    if (target.kind === 'new') newLists += 1;
    const held = target.kind === 'existing' ? (context.items[target.listId] ?? []) : [];
    if (target.kind === 'existing') taken.add(target.listId);
    const keys = new Set(held.map((item) => item.productKey));
    const fresh: ImportItem[] = [];
    for (const item of source.items) {
      if (keys.has(item.productKey)) continue;
      keys.add(item.productKey);
      fresh.push(item);
    }
    const room = Math.max(0, LIMITS.itemsPerList - held.length);
    return { source, target, items: fresh.slice(0, room), alreadySaved: source.items.length - fresh.length, overLimit: Math.max(0, fresh.length - room) };
  });
  const sum = (of: (plan: ListPlan) => number) => lists.reduce((total, plan) => total + of(plan), 0);
  return {
    lists,
    totals: {
      lists: file.lists.length,
      items: sum((plan) => plan.source.items.length),
      alreadySaved: sum((plan) => plan.alreadySaved),
      toWrite: sum((plan) => plan.items.length),
      overLimit: sum((plan) => plan.overLimit),
      newLists,
      skippedLists: lists.filter((plan) => plan.target.kind === 'skip').length,
    },
  };
}
