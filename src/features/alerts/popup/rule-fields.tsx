import { useId } from 'react';
import type { AlertRuleSettings } from '../model/alerts';
import { basisPointsToPercent } from '../model/alert-units';
import { t, type MessageKey } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';
import { TextField } from '../../../ui/text-field';
import { commitOn } from '../../../ui/commit-on';
import type { DraftError, DraftErrors, RuleChoice, RuleDraft, ValueRuleName } from './rule-draft';
import { formatPercent } from './rule-words';

export interface RuleFieldsProps {
  draft: RuleDraft;
  onChange: (draft: RuleDraft) => void;
  errors: DraftErrors;
  /** What "inherit" gives at this level, shown in its option. */
  inherited: Required<AlertRuleSettings>;
  /** "Inherit (…)" for lists and items, "Default (…)" for the account. */
  inheritLabel: 'ruleInherit' | 'ruleDefault';
  /** Only an item has a target. */
  withTarget: boolean;
  currency: string | null;
  locale?: string | undefined;
  /**
   * Settings that apply at once (options): called with the draft to apply when a choice changes or a
   * typed value is committed (blur or Enter). Not while a rule just switched on waits for its value.
   */
  onCommit?: ((draft: RuleDraft) => void) | undefined;
}

const ERRORS: Record<ValueRuleName, Record<DraftError, MessageKey>> = {
  target: { required: 'targetRequired', invalid: 'targetInvalid', range: 'targetRange' },
  dropPercent: { required: 'rulePercentRequired', invalid: 'rulePercentInvalid', range: 'rulePercentRange' },
  dropAmount: { required: 'ruleAmountRequired', invalid: 'targetInvalid', range: 'targetRange' },
};

function ChoiceSelect({ label, value, inherit, onChange }: { label: string; value: RuleChoice; inherit: string; onChange: (choice: RuleChoice) => void }) {
  const id = useId();
  return (
    <div className="field rule-choice">
      <label htmlFor={id}>{label}</label>
      <select className="select" id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as RuleChoice)}>
        <option value="inherit">{inherit}</option>
        <option value="on">{t('ruleOn')}</option>
        <option value="off">{t('ruleOff')}</option>
      </select>
    </div>
  );
}

/**
 * The alert rules of one level (account, list or item): each inherits, is on with its value, or is
 * off. What was typed in a value stays while its rule is switched to inherit or off and back.
 */
export function RuleFields({ draft, onChange, errors, inherited, inheritLabel, withTarget, currency, locale, onCommit }: RuleFieldsProps) {
  const money = (amount: number) => formatPrice(amount, currency, locale);
  const inherit = (shown: string) => t(inheritLabel, shown);
  const offWord = t('ruleValueOff');
  const onWord = t('ruleValueOn');

  function valueRule(name: ValueRuleName, label: MessageKey, valueLabel: string, inheritedValue: number | null, show: (value: number) => string, seed: (value: number) => string) {
    const rule = draft[name];
    return (
      <div className="rule-field" data-rule={name}>
        <ChoiceSelect
          label={t(label)}
          value={rule.choice}
          inherit={inherit(inheritedValue === null ? offWord : show(inheritedValue))}
          onChange={(choice) => {
            // Switching on starts from the inherited value, so "on" never means an empty rule.
            const text = choice === 'on' && rule.text === '' && inheritedValue !== null ? seed(inheritedValue) : rule.text;
            const next = { ...draft, [name]: { choice, text } };
            onChange(next);
            if (choice !== 'on' || text !== '') onCommit?.(next);
          }}
        />
        {rule.choice === 'on' && (
          <div className="rule-value" {...(onCommit && commitOn(() => onCommit(draft)))}>
            <TextField
              label={valueLabel}
              type="text"
              name={name}
              value={rule.text}
              onChange={(text) => onChange({ ...draft, [name]: { choice: 'on', text } })}
              error={errors[name] === undefined ? undefined : t(ERRORS[name][errors[name]])}
            />
          </div>
        )}
      </div>
    );
  }

  function flagRule(name: 'backInStock' | 'lowest90Days', label: MessageKey) {
    return (
      <div className="rule-field" data-rule={name}>
        <ChoiceSelect
          label={t(label)}
          value={draft[name]}
          inherit={inherit(inherited[name] ? onWord : offWord)}
          onChange={(choice) => {
            const next = { ...draft, [name]: choice };
            onChange(next);
            onCommit?.(next);
          }}
        />
      </div>
    );
  }

  const amountLabel = currency === null ? t('ruleAmountValue') : t('ruleAmountValueCurrency', currency);
  return (
    <div className="rule-fields">
      {withTarget &&
        valueRule('target', 'ruleTarget', currency === null ? t('targetLabel') : t('targetLabelCurrency', currency), null, money, String)}
      {valueRule('dropPercent', 'ruleDropPercent', t('rulePercentValue'), inherited.dropBasisPoints, (bp) => formatPercent(bp, locale), basisPointsToPercent)}
      {valueRule('dropAmount', 'ruleDropAmount', amountLabel, inherited.dropAmount, money, String)}
      {flagRule('backInStock', 'ruleBackInStock')}
      {flagRule('lowest90Days', 'ruleLowest90Days')}
    </div>
  );
}
