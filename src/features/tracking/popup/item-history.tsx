import { useEffect, useId, useState } from 'react';
import { t, type MessageKey } from '../../../platform/browser/i18n';
import type { ListItem } from '../../lists';
import type { ExtractionMethod } from '../../detection';
import type { PricePoint } from '../model/tracking';
import { errorMessage } from '../../../ui/error-messages';
import { formatPrice } from '../../../ui/format-price';
import { useRequest } from '../../../app/connector/use-request';
import { FAILED_CHECK_MESSAGES } from './check-outcome-messages';
import { chartPoints, type PricedPoint } from './chart-points';
import { PriceChart, type ChartPoint } from './price-chart';
import { pricedPoints, priceStats, priceSteps, stockGaps, type PriceVerdict } from './price-stats';
import { StockSince } from './stock-state';
import { Button } from '../../../ui/button';
import { ViewHeader } from '../../../ui/view-header';
import { Skeleton } from '../../../ui/skeleton';

const DAY = 24 * 3600 * 1000;
const WINDOWS = [30, 90, 730] as const;
type Days = (typeof WINDOWS)[number];
/** The observations listed under the chart, newest first; the chart and the figures use them all. */
const LISTED_OBSERVATIONS = 50;

const VERDICTS: Record<PriceVerdict, MessageKey> = {
  low: 'historyVerdictLow',
  typical: 'historyVerdictTypical',
  high: 'historyVerdictHigh',
};

const METHODS: Record<ExtractionMethod, MessageKey> = {
  'json-ld': 'methodJsonLd',
  microdata: 'methodMicrodata',
  rdfa: 'methodRdfa',
  opengraph: 'methodOpenGraph',
  'embedded-json': 'methodEmbeddedJson',
  visual: 'methodVisual',
};

const dates = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
/** "30 days", "90 days", "2 years": what each window's button says. */
const windowName = (days: Days) => (days === 730 ? t('historyTwoYears') : t('historyDays', days));
const times = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface ItemHistoryProps {
  item: ListItem;
  offline: boolean;
  onBack: () => void;
  /** The shopper's price locale; the browser's when undefined. */
  locale?: string | undefined;
  now?: number;
}

/** An item's price over 30 days, 90 days or two years: the chart, lowest, typical and highest, and every observation. */
export function ItemHistory({ item, offline, onBack, locale, now = Date.now() }: ItemHistoryProps) {
  const id = useId();
  const [days, setDays] = useState<Days>(30);
  const [loaded, setLoaded] = useState<{ days: Days; points: PricePoint[] } | null>(null);
  const history = useRequest('page:get-history');
  const { send } = history;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void send({ listId: item.listId, itemId: item.id, days }).then((points) => {
      if (current && points !== undefined) setLoaded({ days, points });
    });
    return () => {
      current = false;
    };
  }, [send, item.listId, item.id, days, attempt]);

  return (
    <section className="item-view item-history" aria-labelledby={`${id}-heading`}>
      <ViewHeader id={`${id}-heading`} title={t('historyHeading')} onBack={onBack} />
      <p className="item-view-name">{item.name}</p>
      <StockSince className="history-stock" availability={item.availability} trend={item.trend} now={now} />
      <div className="actions" role="group" aria-label={t('historyWindow')}>
        {WINDOWS.map((window) => (
          <Button key={window} variant="secondary" small aria-pressed={window === days} onClick={() => setDays(window)}>
            {windowName(window)}
          </Button>
        ))}
      </div>
      {offline && <p className="hint">{t('historyOffline')}</p>}
      {history.error ? (
        <div role="alert">
          <p className="form-error">{errorMessage(history.error.code)}</p>
          <Button onClick={() => setAttempt((count) => count + 1)}>
            {t('retry')}
          </Button>
        </div>
      ) : loaded === null || loaded.days !== days ? (
        <Skeleton label={t('historyLoading')} shape="chart" />
      ) : (
        <HistoryFigures item={item} points={loaded.points} days={days} now={now} locale={locale} />
      )}
    </section>
  );
}

/** The observed prices in the window, oldest first, once each: the chart's points. */
function observedPrices(points: readonly PricedPoint[], currency: string | null, start: number, now: number): ChartPoint[] {
  const seen = new Set<string>();
  return pricedPoints(points, currency).flatMap((point) => {
    const key = `${point.at}|${point.amount}`;
    if (point.at < start || point.at > now || seen.has(key)) return [];
    seen.add(key);
    return [{ at: point.at, amount: point.amount as number }];
  });
}

function HistoryFigures({ item, points, days, now, locale }: { item: ListItem; points: PricePoint[]; days: Days; now: number; locale: string | undefined }) {
  const start = now - days * DAY;
  const priced = chartPoints(points, item.trend, item.currency);
  const steps = priceSteps(priced, item.currency, start, now);
  const stats = priceStats(steps, now);
  const price = (amount: number) => formatPrice(amount, item.currency, locale);
  const current = steps.at(-1);
  const observed = observedPrices(priced, item.currency, start, now);
  // A price held since before the window has no point in it: the step's start stands for it.
  const readable = observed.length > 0 ? observed : steps.map((step) => ({ at: step.from, amount: step.amount }));
  const gaps = stockGaps(points, start, now);
  return (
    <>
      {stats === null || current === undefined ? (
        <p data-testid="history-empty">{t('historyNoPrices', days)}</p>
      ) : (
        <>
          <p className="history-verdict" data-verdict={stats.verdict}>
            {t(VERDICTS[stats.verdict], [price(current.amount), price(stats.typicalLow), price(stats.typicalHigh)])}
            {stats.lowestInDays !== null && <strong className="history-lowest"> {t('historyLowestInDays', stats.lowestInDays)}</strong>}
          </p>
          <PriceChart
            steps={steps}
            gaps={gaps}
            points={readable}
            windowStart={start}
            now={now}
            typical={stats.typicalHigh > stats.typicalLow ? { low: stats.typicalLow, high: stats.typicalHigh } : null}
            currency={item.currency}
            locale={locale}
            label={t('historyChartLabel', [days, price(stats.lowest), price(stats.highest)])}
          />
          <p className="price-chart-key">
            {stats.typicalHigh > stats.typicalLow && (
              <span>
                <span className="price-chart-swatch" data-swatch="band" aria-hidden="true" />
                {t('historyKeyTypical', [price(stats.typicalLow), price(stats.typicalHigh)])}
              </span>
            )}
            {gaps.length > 0 && (
              <span>
                <span className="price-chart-swatch" data-swatch="gap" aria-hidden="true" />
                {t('historyKeyOutOfStock')}
              </span>
            )}
          </p>
          {observed.length === 1 && <p className="hint">{t('historyOneReading', [price((observed[0] as ChartPoint).amount), dates.format((observed[0] as ChartPoint).at)])}</p>}
          <dl className="history-figures">
            <div>
              <dt>{t('historyLowest')}</dt>
              <dd>{price(stats.lowest)}</dd>
            </div>
            <div>
              <dt>{t('historyTypical')}</dt>
              <dd>{price(stats.typical)}</dd>
            </div>
            <div>
              <dt>{t('historyHighest')}</dt>
              <dd>{price(stats.highest)}</dd>
            </div>
          </dl>
        </>
      )}
      <Observations points={points} currency={item.currency} locale={locale} />
    </>
  );
}

function Observations({ points, currency, locale }: { points: PricePoint[]; currency: string | null; locale: string | undefined }) {
  const headingId = useId();
  if (points.length === 0) return null;
  const listed = points.slice(-LISTED_OBSERVATIONS).reverse();
  return (
    <>
      <h3 id={`${headingId}-observations`}>{t('historyObservations')}</h3>
      {points.length > listed.length && <p className="hint">{t('historyObservationsLatest', [listed.length, points.length])}</p>}
      {/* It scrolls: it takes the focus, so the keyboard scrolls it too. */}
      <div className="history-observations" tabIndex={0} role="region" aria-labelledby={`${headingId}-observations`}>
        <ul>
          {listed.map((point) => (
            <li key={`${point.at}-${point.observerId}`} data-outcome={point.outcome}>
              <span>{times.format(point.at)}</span>{' '}
              <span className="history-observed">
                {point.outcome === 'ok'
                  ? point.amount === null
                    ? t('priceNone')
                    : formatPrice(point.amount, point.currency ?? currency, locale)
                  : t(FAILED_CHECK_MESSAGES[point.outcome])}
              </span>{' '}
              <span className="hint">
                {t(point.source === 'visit' ? 'historySourceVisit' : 'historySourceRecheck')}
                {point.method !== null && ` · ${t(METHODS[point.method])} · ${t('historyConfidence', Math.round(point.confidence * 100))}`}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
