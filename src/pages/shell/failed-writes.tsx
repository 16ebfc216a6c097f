import type { FailedWrite } from '../../app/failed-writes';
import type { ListSummary } from '../../features/lists';
import { useLazyChunk } from '../../ui/use-lazy-chunk';
import type { FailedWritesNotice } from './failed-writes-notice';

let loading: Promise<typeof FailedWritesNotice> | null = null;

function loadFailedWritesNotice(): Promise<typeof FailedWritesNotice> {
  loading ??= import('./failed-writes-notice').then((module) => module.FailedWritesNotice);
  return loading;
}

/**
 * The notice of refused changes, whose code loads only when the server refused one: nearly every
 * time a page opens there is none, and both pages' first frame goes without it.
 */
export function FailedWrites({ failures, lists }: { failures: readonly FailedWrite[]; lists: readonly ListSummary[] | null }) {
  const Notice = useLazyChunk(loadFailedWritesNotice, failures.length > 0);
  return Notice === null || failures.length === 0 ? null : <Notice failures={failures} lists={lists} />;
}
