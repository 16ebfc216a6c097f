import browser, { type Runtime } from 'webextension-polyfill';
import { fail, type Result } from '../../platform/messaging/errors';
import { STATE_PORT_NAME } from '../../platform/messaging/ports';
import { isItemIndex } from '../../features/lists';
import type { BackgroundToPage, PageKind, PagePortMessage, PayloadOf, ResponseOf } from '../protocol';
import { isStateSnapshot } from '../state';
import { listItemsCacheKey, STATE_CACHE_HEAD } from '../state-cache';
import type { ConnectionListener, Connector, LiveConnection } from './connector';
import { takeEarlyCacheRead } from './early-cache-read';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;

function isResult(value: unknown): value is Result<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { ok?: unknown }).ok === 'boolean';
}

function isStateMessage(value: unknown): value is BackgroundToPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'background:state' &&
    isStateSnapshot((value as { snapshot?: unknown }).snapshot) &&
    isItemIndex((value as { index?: unknown }).index)
  );
}

export function createRuntimeConnector(): Connector {
  return {
    async readCached() {
      return STATE_CACHE_HEAD.read(await (takeEarlyCacheRead() ?? browser.storage.local.get(STATE_CACHE_HEAD.name)));
    },

    async readCachedItems(listId) {
      const key = listItemsCacheKey(listId);
      return key.read(await browser.storage.local.get(key.name));
    },

    connect(listener: ConnectionListener): LiveConnection {
      let port: Runtime.Port | null = null;
      let closed = false;
      let retryMs = FIRST_RETRY_MS;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      let watching: PagePortMessage | null = null;

      const open = (): void => {
        port = browser.runtime.connect({ name: STATE_PORT_NAME });
        port.onMessage.addListener((message: unknown) => {
          if (!isStateMessage(message)) return;
          retryMs = FIRST_RETRY_MS;
          listener.onStatus('live');
          listener.onSnapshot(message.snapshot, message.index);
        });
        port.onDisconnect.addListener(() => {
          port = null;
          if (closed) return;
          listener.onStatus('reconnecting');
          retryTimer = setTimeout(open, retryMs);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        });
        if (watching !== null) port.postMessage(watching);
      };

      listener.onStatus('connecting');
      open();
      return {
        watch(lists) {
          watching = { kind: 'page:watch-lists', lists: lists === 'all' ? 'all' : [...lists] };
          port?.postMessage(watching);
        },
        close() {
          closed = true;
          clearTimeout(retryTimer);
          port?.disconnect();
        },
      };
    },

    async request<K extends PageKind>(kind: K, payload: PayloadOf<K>): Promise<Result<ResponseOf<K>>> {
      try {
        const answer: unknown = await browser.runtime.sendMessage({ kind, payload });
        if (isResult(answer)) return answer as Result<ResponseOf<K>>;
        return fail('unavailable', `No answer to "${kind}".`);
      } catch (error) {
        return fail('unavailable', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
