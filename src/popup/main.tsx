// Marks for the popup benchmark: where the time to first paint goes.
performance.mark('cartwatch:script-start');
import { createRoot } from 'react-dom/client';
import { ConnectorProvider } from '../ui/connector-context';
import { createRuntimeConnector } from '../ui/runtime-connector';
import '../ui/theme.css';
import { Popup } from './popup';

const connector = createRuntimeConnector();
// Read the cache before the first render, so the first frame already shows the last known state.
const cached = await connector.readCached().catch(() => null);
performance.mark('cartwatch:cache-read');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectorProvider connector={connector}>
      <Popup cachedSnapshot={cached} />
    </ConnectorProvider>,
  );
}
