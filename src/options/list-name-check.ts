import { t } from '../shared/i18n';
import { LIST_LIMITS } from '../shared/lists';

/** What is wrong with a list name before anything is sent, or undefined. */
export function checkListName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('listNameRequired');
  if (trimmed.length > LIST_LIMITS.nameMaxLength) return t('listNameTooLong');
  return undefined;
}
