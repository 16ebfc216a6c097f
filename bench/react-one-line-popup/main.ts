// A control for bench:popup: the least a React popup painting cached state does. It reads the
// state cache's head from storage, then React renders one line. Built by the bench on its own,
// one chunk of react and react-dom.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { STORAGE_KEYS } from '../../src/shared/storage-keys';

const root = document.getElementById('root');
void chrome.storage.local.get(STORAGE_KEYS.stateCacheHead).then(() => {
  if (root) createRoot(root).render(createElement('p', null, 'Cartwatch'));
});
