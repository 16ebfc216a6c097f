import { t } from '../../../platform/browser/i18n';
import type { QuickSaveOutcome } from './save-current-page';

/** The system notification that answers a save from the context menu or the keyboard shortcut. */
export function quickSaveNotice(outcome: QuickSaveOutcome): { title: string; message: string } {
  switch (outcome.result) {
    case 'saved':
      return {
        title: t('quickSaveSavedTitle', outcome.list.name),
        message: outcome.waitingToSync ? `${outcome.name}\n${t('savedWaitingToSync')}` : outcome.name,
      };
    case 'already-saved':
      return { title: t('quickSaveAlreadyTitle', outcome.list.name), message: outcome.name };
    case 'not-signed-in':
      return { title: t('quickSaveFailedTitle'), message: t('quickSaveNotSignedIn') };
    case 'no-list':
      return { title: t('quickSaveFailedTitle'), message: t('quickSaveNoList') };
    case 'unsupported':
      return { title: t('quickSaveFailedTitle'), message: t('quickSaveUnsupported') };
    case 'failed':
      return { title: t('quickSaveFailedTitle'), message: outcome.message };
  }
}
