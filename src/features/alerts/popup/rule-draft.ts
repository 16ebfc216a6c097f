import type { AlertRuleSettings, ItemAlertSettings } from '../model/alerts';
import { basisPointsToPercent, percentToBasisPoints } from '../model/alert-units';
import { parseTypedPrice } from '../../../ui/typed-price';

/**
 * One level's rules (account, list or item) as a form edits them. Each rule is one of: inherit
 * (the key is missing: the level above decides), on with its value, or off (null or false).
 */
export type RuleChoice = 'inherit' | 'on' | 'off';

export interface ValueRuleDraft {
  choice: RuleChoice;
  /** What the shopper typed; kept when they switch to inherit or off, so nothing typed is lost. */
  text: string;
}

export interface RuleDraft {
  target: ValueRuleDraft;
  dropPercent: ValueRuleDraft;
  dropAmount: ValueRuleDraft;
  backInStock: RuleChoice;
  lowest90Days: RuleChoice;
}

export type ValueRuleName = 'target' | 'dropPercent' | 'dropAmount';
export type DraftError = 'required' | 'invalid' | 'range';
export type DraftErrors = Partial<Record<ValueRuleName, DraftError>>;

const valueDraft = (value: number | null | undefined, show: (value: number) => string): ValueRuleDraft =>
  value === undefined ? { choice: 'inherit', text: '' } : value === null ? { choice: 'off', text: '' } : { choice: 'on', text: show(value) };

const flagChoice = (value: boolean | undefined): RuleChoice => (value === undefined ? 'inherit' : value ? 'on' : 'off');

/** The form's starting point for a level's stored settings (undefined: nothing set, all inherit). */
export function draftOf(settings: ItemAlertSettings | undefined): RuleDraft {
  return {
    target: valueDraft(settings?.target, String),
    dropPercent: valueDraft(settings?.dropBasisPoints, basisPointsToPercent),
    dropAmount: valueDraft(settings?.dropAmount, String),
    backInStock: flagChoice(settings?.backInStock),
    lowest90Days: flagChoice(settings?.lowest90Days),
  };
}

function readAmount(text: string): { value: number } | { error: DraftError } {
  const typed = parseTypedPrice(text);
  if ('error' in typed) return typed;
  return typed.amount === null ? { error: 'required' } : { value: typed.amount };
}

function readPercent(text: string): { value: number } | { error: DraftError } {
  const typed = percentToBasisPoints(text);
  return 'error' in typed ? typed : { value: typed.basisPoints };
}

export type DraftResult = { ok: true; settings: ItemAlertSettings } | { ok: false; errors: DraftErrors };

/**
 * The settings a draft stands for: only the rules that do not inherit have a key. Values are
 * checked only for rules switched on. `withTarget` is false for account and list levels.
 */
export function settingsOfDraft(draft: RuleDraft, withTarget: boolean): DraftResult {
  const settings: ItemAlertSettings = {};
  const errors: DraftErrors = {};
  const values: [ValueRuleName, 'target' | 'dropBasisPoints' | 'dropAmount', (text: string) => { value: number } | { error: DraftError }][] = [
    ['dropPercent', 'dropBasisPoints', readPercent],
    ['dropAmount', 'dropAmount', readAmount],
  ];
  if (withTarget) values.unshift(['target', 'target', readAmount]);
  for (const [name, key, read] of values) {
    const rule = draft[name];
    if (rule.choice === 'off') settings[key] = null;
    if (rule.choice !== 'on') continue;
    const typed = read(rule.text);
    if ('error' in typed) errors[name] = typed.error;
    else settings[key] = typed.value;
  }
  if (draft.backInStock !== 'inherit') settings.backInStock = draft.backInStock === 'on';
  if (draft.lowest90Days !== 'inherit') settings.lowest90Days = draft.lowest90Days === 'on';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings };
}

/** Null when the level sets nothing (so it inherits again): what page:set-alert-rules takes. */
export const settingsOrNull = (settings: ItemAlertSettings): ItemAlertSettings | null =>
  Object.keys(settings).length === 0 ? null : settings;

/** What a level inherits: for each rule, the lowest of `levels` (highest first) that sets it. */
export function inheritedRules(levels: readonly (AlertRuleSettings | undefined)[]): Required<AlertRuleSettings> {
  const resolved: Required<AlertRuleSettings> = { dropBasisPoints: null, dropAmount: null, backInStock: false, lowest90Days: false };
  for (const level of levels) {
    if (level === undefined) continue;
    if (level.dropBasisPoints !== undefined) resolved.dropBasisPoints = level.dropBasisPoints;
    if (level.dropAmount !== undefined) resolved.dropAmount = level.dropAmount;
    if (level.backInStock !== undefined) resolved.backInStock = level.backInStock;
    if (level.lowest90Days !== undefined) resolved.lowest90Days = level.lowest90Days;
  }
  return resolved;
}

/** Whether any rule applies to an item, given the levels above it and its own settings. */
export function isWatched(levels: readonly (AlertRuleSettings | undefined)[], item: ItemAlertSettings | undefined): boolean {
  const rules = inheritedRules([...levels, item]);
  const target = item?.target ?? null;
  return target !== null || rules.dropBasisPoints !== null || rules.dropAmount !== null || rules.backInStock || rules.lowest90Days;
}
