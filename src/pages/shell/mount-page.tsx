import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CachedState } from '../../app/state-cache';
import { ConnectorProvider } from '../../app/connector/connector-context';
import { createRuntimeConnector } from '../../app/connector/runtime-connector';

/** Renders an extension page, its first frame already showing the state cached in storage (without items). */
export async function mountPage(page: (cached: CachedState | null) => ReactNode): Promise<void> {
  const connector = createRuntimeConnector();
  const cached = await connector.readCached().catch(() => null);
  performance.mark('cartwatch:cache-read');
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<ConnectorProvider connector={connector}>{page(cached)}</ConnectorProvider>);
}
