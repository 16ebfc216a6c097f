// A control for bench:popup: the least a React popup painting cached state does. It reads the
// state cache's head from storage, then React renders one line, marked as our popup marks its
// first frame with state. Built by the bench on its own, one chunk of react and react-dom.
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { STATE_CACHE_HEAD_NAME } from '../../src/platform/state/storage-keys';
import { markFirstPaint } from '../../src/pages/popup/first-paint';

function OneLine() {
  useEffect(() => markFirstPaint('cache'), []);
  return createElement('p', null, 'Cartwatch');
}

const root = document.getElementById('root');
void chrome.storage.local.get(STATE_CACHE_HEAD_NAME).then(() => {
  if (root) createRoot(root).render(createElement(OneLine));
});
