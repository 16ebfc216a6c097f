import { t } from '../../../platform/browser/i18n';
import { LIMITS } from '../../../platform/limits';

/** What is wrong with a list name before anything is sent, or undefined. */
export function checkListName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('listNameRequired');
  if (trimmed.length > LIMITS.listName.max) return t('listNameTooLong');
  return undefined;
}
