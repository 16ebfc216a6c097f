/**
 * The UI is written against React's API; the extension ships Preact's compatible runtime, which
 * keeps the popup within its 60 KB budget (react-dom 19 alone is over 60 KB gzipped). Builds and
 * component tests use the same aliases, so tests run what ships.
 */
export const reactRuntimeAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
