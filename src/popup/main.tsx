import { createRoot } from 'react-dom/client';
import { ConnectorProvider } from '../ui/connector-context';
import { createRuntimeConnector } from '../ui/runtime-connector';
import '../ui/theme.css';
import { Popup } from './popup';

const connector = createRuntimeConnector();
// Read the cache before the first render, so the first frame already shows the last known state.
const cached = await connector.readCached().catch(() => null);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectorProvider connector={connector}>
      <Popup cachedSnapshot={cached} />
    </ConnectorProvider>,
  );
}
