import { build } from 'vite';

/** Builds dist/ once before the end-to-end tests load it. */
export default async function buildExtension(): Promise<void> {
  await build({ logLevel: 'warn', mode: 'production' });
}
