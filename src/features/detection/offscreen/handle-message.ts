import * as v from 'valibot';
import type { ErrorCode } from '../../../platform/messaging/errors';
import { backgroundToOffscreen, type OffscreenResponse } from '../../../app/protocol';
import type { ExtractedProduct } from '../model/extract/types';

export interface OffscreenSender {
  id?: string;
  url?: string;
  tab?: unknown;
}

export interface OffscreenIdentity {
  id: string;
  /** The worker's own script URL: only it may ask for parsing. */
  workerUrl: string;
}

// Built here rather than with errors.ts's helpers: those share a chunk with React, which this page does not need.
const refuse = (code: ErrorCode, message: string): OffscreenResponse => ({ ok: false, error: { code, message } });

/** Whether a runtime message is the offscreen document's to answer (pages' messages to the worker reach it too). */
export function isOffscreenMessage(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'offscreen:parse';
}

/**
 * Answers the worker's parse requests. Every other message (the pages' messages to the worker reach
 * this document too) gets undefined: not ours, so no answer that would race the worker's.
 */
export async function handleOffscreenMessage(
  message: unknown,
  sender: OffscreenSender,
  self: OffscreenIdentity,
  parse: (html: string, url: string) => Promise<ExtractedProduct | null>,
): Promise<OffscreenResponse | undefined> {
  if (!isOffscreenMessage(message)) return undefined;
  if (sender.id !== self.id || sender.url !== self.workerUrl || sender.tab !== undefined) {
    return refuse('forbidden-sender', 'Only the Cartwatch worker may ask for parsing.');
  }
  const payload = v.safeParse(backgroundToOffscreen['offscreen:parse'], (message as { payload?: unknown }).payload);
  if (!payload.success) return refuse('invalid-payload', v.summarize(payload.issues));
  return { ok: true, data: await parse(payload.output.html, payload.output.url) };
}
