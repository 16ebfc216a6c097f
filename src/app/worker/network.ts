import type { NetworkState } from '../state';

interface NetworkScope {
  navigator: { onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
}

export function currentNetwork(scope: NetworkScope): NetworkState {
  return scope.navigator.onLine ? 'online' : 'offline';
}

/** Calls back with the network state whenever the browser reports a change. */
export function watchNetwork(scope: NetworkScope, onChange: (network: NetworkState) => void): void {
  scope.addEventListener('online', () => onChange('online'));
  scope.addEventListener('offline', () => onChange('offline'));
}
