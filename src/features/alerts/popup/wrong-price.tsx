import { useState } from 'react';
import type { AlertEntry } from '../model/alerts';
import { t } from '../../../platform/browser/i18n';
import { errorMessage } from '../../../ui/error-messages';
import { useRequest } from '../../../app/connector/use-request';
import { Button } from '../../../ui/button';

/** "Wrong price", after the shopper confirms: the observation leaves the history, the alert is withdrawn. */
export function WrongPrice({ alert }: { alert: AlertEntry }) {
  const [confirming, setConfirming] = useState(false);
  const report = useRequest('page:wrong-price');
  const question = t('alertWrongPriceConfirm', alert.name);

  async function send() {
    if ((await report.send({ alertId: alert.id })) === null) setConfirming(false);
  }

  return (
    <>
      {confirming ? (
        <div className="danger-zone" role="alertdialog" aria-label={question}>
          <p>{question}</p>
          <div className="actions">
            <Button variant="danger" disabled={report.pending} onClick={() => void send()}>
              {report.pending ? t('working') : t('alertWrongPriceSend')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" aria-label={t('alertWrongPriceNamed', alert.name)} onClick={() => setConfirming(true)}>
          {t('alertWrongPrice')}
        </Button>
      )}
      {report.error && (
        <p className="form-error" role="alert">
          {errorMessage(report.error.code)}
        </p>
      )}
    </>
  );
}
