import { createRoot } from 'react-dom/client';
import { ConnectorProvider } from '../ui/connector-context';
import { createRuntimeConnector } from '../ui/runtime-connector';
import '../ui/theme.css';
import { Options } from './options';

const connector = createRuntimeConnector();
const cached = await connector.readCached().catch(() => null);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConnectorProvider connector={connector}>
      <Options cachedSnapshot={cached} />
    </ConnectorProvider>,
  );
}
