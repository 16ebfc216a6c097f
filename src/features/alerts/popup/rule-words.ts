import type { FiredRule } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { formatPrice } from '../../../ui/format-price';

const percentFormats = new Map<string, Intl.NumberFormat>();

/** Basis points as the shopper reads a percentage: 1250 → "12.5%". */
export function formatPercent(basisPoints: number, locale?: string): string {
  let format = percentFormats.get(locale ?? '');
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale ?? '', format);
  }
  return format.format(basisPoints / 10_000);
}

/** The rule that fired, in words, with its number. */
export function ruleInWords(rule: FiredRule, currency: string | null, locale?: string): string {
  switch (rule.kind) {
    case 'target':
      return rule.value === null ? t('alertRuleTargetPlain') : t('alertRuleTarget', formatPrice(rule.value, currency, locale));
    case 'drop-percent':
      return rule.value === null ? t('alertRuleDropPlain') : t('alertRuleDropPercent', formatPercent(rule.value, locale));
    case 'drop-amount':
      return rule.value === null ? t('alertRuleDropPlain') : t('alertRuleDropAmount', formatPrice(rule.value, currency, locale));
    case 'back-in-stock':
      return t('alertRuleBackInStock');
    case 'lowest-90-days':
      return t('alertRuleLowest90Days');
  }
}
