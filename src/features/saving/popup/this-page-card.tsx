import type { ReactNode } from 'react';
import { t } from '../../../platform/browser/i18n';
import { productKeyOf, type DetectedProduct } from '../../detection';
import { productToSave } from '../model/product-to-save';
import type { ItemIndex } from '../../lists';
import type { AppState } from '../../../app/state';
import { errorMessage } from '../../../ui/error-messages';
import { formatPrice } from '../../../ui/format-price';
import { ProductImage } from '../../../ui/product-image';
import { useRequest } from '../../../app/connector/use-request';
import type { AlertsChunk } from '../../alerts/popup';
import { loadManualSaveForm } from './load-manual-save-form';
import { SaveControls, SavedIn } from './save-controls';
import { usePageDetection } from '../../detection/popup';
import { stockSinceText } from '../../tracking/popup';
import { Skeleton } from '../../../ui/skeleton';
import { useLazyChunk } from '../../../ui/use-lazy-chunk';
import type { TrendPoint } from '../../tracking';
import { Button } from '../../../ui/button';

/** The saved item's trend, to say since when the page's stock holds (none when the product is not saved). */
function savedTrendOf(state: AppState | null, url: string): readonly TrendPoint[] {
  const key = productKeyOf(url);
  if (state === null || key === null) return [];
  return Object.values(state.items).flat().find((item) => item.productKey === key)?.trend ?? [];
}

function ProductSummary({ product, title, trend, locale }: { product: DetectedProduct; title: string; trend: readonly TrendPoint[]; locale: string | undefined }) {
  const price = product.price === null ? null : formatPrice(product.price, product.currency, locale);
  return (
    <div className="product" data-testid="detected-product">
      {product.image !== null && <ProductImage className="product-image" src={product.image} size={64} />}
      <div className="product-facts">
        <p className="product-name">{product.name ?? title}</p>
        {product.brand && <p className="product-brand">{product.brand}</p>}
        <p className="product-price">
          <span className="price-amount">{price === null ? t('priceNone') : product.priceIsFrom || product.isRange ? t('priceFrom', price) : price}</span>
          {product.listPrice !== null && product.price !== null && product.listPrice > product.price && (
            <s className="list-price">{t('priceWas', formatPrice(product.listPrice, product.currency, locale))}</s>
          )}
        </p>
        <p className="product-availability" data-availability={product.availability}>
          {stockSinceText(product.availability, trend, Date.now())}
        </p>
        <p className="product-source">
          {t(product.method === 'visual' ? 'detectedVisual' : 'detectedStructured')}
          {product.currencyGuessed && ` · ${t('currencyGuessed')}`}
        </p>
      </div>
    </div>
  );
}

/** How the shopper can save what is on the page, given who is signed in. */
function SaveArea({ state, children }: { state: AppState | null; children: (state: AppState) => ReactNode }) {
  const startGuest = useRequest('page:start-anonymous');
  if (state === null) return null;
  if (state.account.status === 'signed-out') {
    return (
      <div className="save-controls">
        <p className="hint">{t('signInToSaveHint')}</p>
        <Button disabled={startGuest.pending} onClick={() => void startGuest.send({})}>
          {t('startAsGuestToSave')}
        </Button>
        {startGuest.error && (
          <p className="form-error" role="alert">
            {errorMessage(startGuest.error.code)}
          </p>
        )}
      </div>
    );
  }
  return <>{children(state)}</>;
}

type TargetAreaComponent = AlertsChunk['TargetArea'];

/**
 * The popup's "This page" card: what Cartwatch recognised in the active tab, and saving it (or,
 * when nothing was recognised, the page with a typed name and price). `state` is null until known;
 * `index` tells where the product is already saved. `TargetArea` ("Set a target") comes with the alerts chunk.
 */
export function ThisPageCard({
  state,
  index,
  showList,
  TargetArea = null,
}: {
  state: AppState | null;
  index: ItemIndex;
  showList: (listId: string) => void;
  TargetArea?: TargetAreaComponent | null;
}) {
  const { view, retry } = usePageDetection();
  const ManualSaveForm = useLazyChunk(loadManualSaveForm, view.status === 'none');
  return (
    <section className="this-page" aria-labelledby="this-page-heading" data-detection={view.status}>
      {/* The tab says it already: the heading is for screen readers' headings list. */}
      <h2 id="this-page-heading" className="visually-hidden">
        {t('thisPageHeading')}
      </h2>
      {view.status === 'detecting' && <p aria-busy="true">{t('thisPageDetecting')}</p>}
      {view.status === 'found' && (
        <>
          <ProductSummary
            product={view.product}
            title={view.title}
            trend={savedTrendOf(state, view.product.canonicalUrl ?? view.url)}
            locale={state?.profile?.preferences.alerts.priceLocale ?? undefined}
          />
          <SaveArea state={state}>
            {(known) => (
              <>
                <SavedIn state={known} index={index} url={view.product.canonicalUrl ?? view.url} />
                {TargetArea && <TargetArea state={known} url={view.product.canonicalUrl ?? view.url} index={index} showList={showList} />}
                <SaveControls state={known} product={() => productToSave(view, view.product)} readAt={view.pageTime} />
              </>
            )}
          </SaveArea>
        </>
      )}
      {view.status === 'none' && (
        <>
          <p>{t('thisPageNone')}</p>
          <SaveArea state={state}>
            {(known) => (
              <>
                <SavedIn state={known} index={index} url={view.url} />
                {TargetArea && <TargetArea state={known} url={view.url} index={index} showList={showList} />}
                {ManualSaveForm === null ? <Skeleton label={t('working')} rows={2} /> : <ManualSaveForm page={view} saveControls={(product) => <SaveControls state={known} product={product} />} />}
              </>
            )}
          </SaveArea>
        </>
      )}
      {view.status === 'unsupported' && <p>{t('thisPageUnsupported')}</p>}
      {view.status === 'failed' && (
        <div role="alert">
          <p>
            {t('thisPageFailed')} {errorMessage(view.error.code)}
          </p>
          <Button onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      )}
    </section>
  );
}
