import type { ExtractedProduct } from '../../detection';
import type { ListItem } from '../../lists';
import type { Reading } from '../model/tracking';
import { classifyProductless, classifyResponse } from '../model/classify-response';
import type { FetchAttempt } from './fetch-page';
import { failedReading, productReading } from '../model/reading-of';
import { parseRetryAfter } from '../model/retry-after';
import { answeredAt } from '../model/visit-freshness';

export type PageParser = (html: string, url: string) => Promise<ExtractedProduct | null>;

export interface CheckResult {
  reading: Reading;
  /** The store's Retry-After, in ms, for its back-off. */
  retryAfterMs: number | null;
}

/** Turns a fetch attempt into a reading: classify the answer, and parse it only when it may be a product page. */
export async function checkResult(
  item: Pick<ListItem, 'currency'>,
  attempt: FetchAttempt,
  parse: PageParser,
  now: () => number,
): Promise<CheckResult> {
  if (attempt.kind === 'failed') return { reading: failedReading(attempt.outcome, now()), retryAfterMs: null };
  const { page } = attempt;
  const retryAfterMs = parseRetryAfter(page.headers['retry-after'] ?? null, now());
  const answer = classifyResponse(page);
  if (answer !== null) return { reading: failedReading(answer, now()), retryAfterMs };
  const product = await parse(page.body, page.url);
  if (product === null) {
    return { reading: failedReading(classifyProductless(page), now()), retryAfterMs };
  }
  // A page's price is dated by when the store said it (a cache's copy is as old as its Age).
  return { reading: productReading(item, product, answeredAt(page.headers, now())), retryAfterMs };
}
