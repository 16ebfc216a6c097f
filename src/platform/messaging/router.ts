import * as v from 'valibot';
import { CartwatchError, fail, ok, type Result } from './errors';
import {
  incomingMessages,
  type IncomingKind,
  type PayloadOf,
  type ResponseOf,
  type SenderRole,
} from '../../app/protocol';
import { classifySender, type ExtensionIdentity, type MessageSenderInfo } from './sender';

export interface HandlerContext {
  role: SenderRole;
  sender: MessageSenderInfo;
}

export type Handlers = {
  [K in IncomingKind]: (
    payload: PayloadOf<K>,
    context: HandlerContext,
  ) => Promise<ResponseOf<K>> | ResponseOf<K>;
};

export interface Router {
  handle(message: unknown, sender: MessageSenderInfo): Promise<Result<unknown>>;
}

const envelopeSchema = v.object({ kind: v.string(), payload: v.unknown() });

function isIncomingKind(kind: string): kind is IncomingKind {
  return Object.hasOwn(incomingMessages, kind);
}

/**
 * Checks the sender, then the message kind and its payload, then runs the handler. Every outcome,
 * a thrown handler included, becomes a Result: nothing rejects back into the browser's messaging.
 */
export function createRouter(
  handlers: Handlers,
  self: ExtensionIdentity,
  reportError: (error: unknown) => void = console.error,
): Router {
  async function dispatch<K extends IncomingKind>(
    kind: K,
    payload: PayloadOf<K>,
    context: HandlerContext,
  ): Promise<ResponseOf<K>> {
    const handler = handlers[kind];
    return handler(payload, context);
  }

  return {
    async handle(message, sender) {
      const role = classifySender(sender, self);
      if (role === null) return fail('forbidden-sender', 'Messages are accepted only from Cartwatch itself.');

      const envelope = v.safeParse(envelopeSchema, message);
      if (!envelope.success) return fail('invalid-payload', 'A message needs a string "kind" and a "payload".');
      const { kind } = envelope.output;
      if (!isIncomingKind(kind)) return fail('unknown-kind', `No message is called "${kind.slice(0, 80)}".`);

      const spec = incomingMessages[kind];
      if (spec.from !== role) return fail('forbidden-sender', `"${kind}" may not be sent from a ${role}.`);

      const payload = v.safeParse(spec.payload, envelope.output.payload);
      if (!payload.success) {
        return fail('invalid-payload', `"${kind}": ${v.summarize(payload.issues)}`);
      }

      try {
        return ok(await dispatch(kind, payload.output, { role, sender }));
      } catch (error) {
        if (error instanceof CartwatchError) return fail(error.code, error.message);
        reportError(error);
        return fail('internal', 'Something went wrong in Cartwatch. Please try again.');
      }
    },
  };
}
