import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { LOCAL_BUILD_FLAG } from '../scripts/build-target';

export const RESULTS_DIR = join(import.meta.dirname, 'results');

/** Builds dist/ as `npm start` does: for the local emulators, whatever .env says. */
export async function buildExtension(): Promise<void> {
  process.env.VITE_FIREBASE_API_KEY = '';
  process.env[LOCAL_BUILD_FLAG] = '1';
  await build({ logLevel: 'warn', mode: 'production' });
}

export function writeResult(name: string, result: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarise(values: number[]): Summary {
  return {
    median: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}

/** Polls `check` until it holds; throws with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100));
  }
}
