import { useEffect, useState } from 'react';
import { t } from '../../../platform/browser/i18n';
import type { DeleteAccountFormComponent, DeleteAccountProps } from './load-data-section';
import { loadDataChunk } from './load-data-section';
import { Button } from '../../../ui/button';

/**
 * "Delete my account…", then its second step from the data chunk (the options page keeps within
 * its size budget; that chunk is loading from the page's first frame anyway). A deletion under way
 * or stopped opens that step at once.
 */
export function DeleteAccount(props: DeleteAccountProps) {
  const [confirming, setConfirming] = useState(false);
  const open = confirming || props.deletion !== undefined;
  const [Form, setForm] = useState<DeleteAccountFormComponent | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void loadDataChunk().then((chunk) => {
      if (current) setForm(() => chunk.DeleteAccountForm);
    });
    return () => {
      current = false;
    };
  }, [open]);

  if (!open) {
    return (
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('accountDelete')}
      </Button>
    );
  }
  if (Form === null) return <p aria-busy="true">{t('dataLoading')}</p>;
  return <Form {...props} onCancel={() => setConfirming(false)} />;
}
