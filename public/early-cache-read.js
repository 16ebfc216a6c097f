// The popup's first script, classic and unbundled so it runs while the browser still loads and
// parses React and the popup's modules: it starts reading the state cache (STORAGE_KEYS.stateCacheHead)
// so the read overlaps that work. src/ui/take-early-cache-read.ts hands the read to the connector.
performance.mark('cartwatch:cache-read-start');
globalThis.cartwatchEarlyCacheRead = (globalThis.browser ?? globalThis.chrome).storage.local
  .get('state-cache-head')
  .then((stored) => stored['state-cache-head']);
