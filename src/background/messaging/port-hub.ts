import { STATE_PORT_NAME } from '../../shared/ports';
import type { BackgroundToPage } from '../../shared/protocol';
import type { StateStore } from '../state/store';
import { classifySender, type ExtensionIdentity, type MessageSenderInfo } from './sender';
import { markStartup } from '../startup-marks';

/** The parts of runtime.Port the hub uses. */
export interface PagePort {
  name: string;
  sender?: MessageSenderInfo;
  postMessage(message: BackgroundToPage): void;
  disconnect(): void;
  onDisconnect: { addListener(callback: () => void): void };
}

/**
 * Sends each connected extension page the current state, then every later revision.
 * Ports from anything but an extension page are closed at once.
 */
export function createPortHub(store: StateStore, self: ExtensionIdentity) {
  const ports = new Set<PagePort>();

  function send(port: PagePort, message: BackgroundToPage): void {
    try {
      port.postMessage(message);
      markStartup('state-posted', { revision: message.snapshot.revision });
    } catch {
      ports.delete(port);
    }
  }

  store.subscribe((snapshot) => {
    for (const port of ports) send(port, { kind: 'background:state', snapshot });
  });

  return {
    accept(port: PagePort): void {
      if (port.name !== STATE_PORT_NAME || classifySender(port.sender ?? {}, self) !== 'page') {
        port.disconnect();
        return;
      }
      ports.add(port);
      port.onDisconnect.addListener(() => ports.delete(port));
      void store.ready.then(() => {
        if (ports.has(port)) send(port, { kind: 'background:state', snapshot: store.snapshot() });
      });
    },
    connectedCount: () => ports.size,
  };
}
