import { useEffect, useState } from 'react';
import { loadDataChunk, type ExportOfferComponent } from './data/load-data-section';

/** The data chunk's "download your data first" offer, in the deletion's confirmation once that chunk has loaded. */
export function ExportOfferSlot(props: { offline: boolean; onBusy: (busy: boolean) => void }) {
  const [Offer, setOffer] = useState<ExportOfferComponent | null>(null);
  useEffect(() => {
    let current = true;
    void loadDataChunk().then((chunk) => {
      if (current) setOffer(() => chunk.ExportBeforeDeleting);
    });
    return () => {
      current = false;
    };
  }, []);
  return Offer === null ? null : <Offer {...props} />;
}
