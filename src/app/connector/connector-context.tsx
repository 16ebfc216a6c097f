import { createContext, useContext, type ReactNode } from 'react';
import type { Connector } from './connector';

const ConnectorContext = createContext<Connector | null>(null);

export function ConnectorProvider({ connector, children }: { connector: Connector; children: ReactNode }) {
  return <ConnectorContext.Provider value={connector}>{children}</ConnectorContext.Provider>;
}

export function useConnector(): Connector {
  const connector = useContext(ConnectorContext);
  if (connector === null) throw new Error('useConnector needs a ConnectorProvider above it.');
  return connector;
}
