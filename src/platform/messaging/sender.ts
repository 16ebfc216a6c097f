import type { SenderRole } from './message-spec';

/** The parts of runtime.MessageSender the worker trusts: the browser fills them in, not the sender. */
export interface MessageSenderInfo {
  id?: string;
  url?: string;
  tab?: { id?: number };
  frameId?: number;
}

export interface ExtensionIdentity {
  id: string;
  /** e.g. `chrome-extension://<id>/`, with the trailing slash. */
  origin: string;
}

/**
 * Extension pages (popup, options, offscreen) have a URL on the extension's origin, even when
 * shown in a tab; content scripts report the URL of the web page they run in, and a tab.
 */
export function classifySender(sender: MessageSenderInfo, self: ExtensionIdentity): SenderRole | null {
  if (sender.id !== self.id) return null;
  if (sender.url?.startsWith(self.origin)) return 'page';
  if (sender.tab?.id !== undefined && sender.url !== undefined && /^https?:/i.test(sender.url)) return 'content';
  return null;
}
