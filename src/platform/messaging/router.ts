import * as v from 'valibot';
import { CartwatchError, fail, ok, type Result } from './errors';
import type {
  AnyMessageSpec,
  ListRequirement,
  MessageTable,
  PayloadOfSpec,
  RequirementOf,
  ResponseOfSpec,
  SenderRole,
} from './message-spec';
import { classifySender, type ExtensionIdentity, type MessageSenderInfo } from './sender';

export type ListRole = 'owner' | 'editor' | 'viewer';

/** Who is asking, as the worker knows it: the signed-in user and the lists they belong to. */
export interface Access<ListInfo extends { role: ListRole }> {
  signedInUid(): string | null;
  /** The user's membership of a list, or null when they are not (or no longer) a member. */
  list(listId: string): ListInfo | null;
}

interface SenderContext {
  role: SenderRole;
  sender: MessageSenderInfo;
}

/** What a handler knows besides its payload: more, the more its message requires. */
export type HandlerContext<Spec extends AnyMessageSpec, ListInfo> = [RequirementOf<Spec>] extends [never]
  ? SenderContext
  : RequirementOf<Spec> extends ListRequirement
    ? SenderContext & { uid: string; list: ListInfo }
    : SenderContext & { uid: string };

export type RouterHandlers<Table extends MessageTable, ListInfo> = {
  [K in keyof Table]: (
    payload: PayloadOfSpec<Table[K]>,
    context: HandlerContext<Table[K], ListInfo>,
  ) => Promise<ResponseOfSpec<Table[K]>> | ResponseOfSpec<Table[K]>;
};

export interface Router {
  handle(message: unknown, sender: MessageSenderInfo): Promise<Result<unknown>>;
}

const envelopeSchema = v.object({ kind: v.string(), payload: v.unknown() });

const ROLE_RANK: Record<ListRole, number> = { viewer: 0, editor: 1, owner: 2 };
const REQUIRED_RANK: Record<ListRequirement, number> = { member: 0, editor: 1, owner: 2 };
const TOO_LOW_A_ROLE: Record<ListRequirement, string> = {
  member: '',
  editor: 'You can only view this list.',
  owner: 'Only the list’s owner can do this.',
};

/**
 * Checks the sender, then the message kind and its payload, then what the message requires of
 * the user (signed in, a member of the list, its editor or owner), then runs the handler. Every
 * outcome, a thrown handler included, becomes a Result: nothing rejects back into the browser's
 * messaging.
 */
export function createRouter<Table extends MessageTable, ListInfo extends { role: ListRole }>(
  messages: Table,
  handlers: RouterHandlers<Table, ListInfo>,
  self: ExtensionIdentity,
  access: Access<ListInfo>,
  reportError: (error: unknown) => void = console.error,
): Router {
  function contextFor(spec: AnyMessageSpec, payload: unknown, sender: SenderContext): object {
    if (spec.requires === undefined) return sender;
    const uid = access.signedInUid();
    if (uid === null) throw new CartwatchError('not-signed-in', 'Sign in first.');
    if (spec.requires === 'signed-in') return { ...sender, uid };
    // The message table's types make every list requirement's payload carry a listId.
    const { listId } = payload as { listId: string };
    const list = access.list(listId);
    if (list === null) throw new CartwatchError('not-found', 'That list does not exist (any more).');
    if (ROLE_RANK[list.role] < REQUIRED_RANK[spec.requires]) {
      throw new CartwatchError('permission-denied', TOO_LOW_A_ROLE[spec.requires]);
    }
    return { ...sender, uid, list };
  }

  function dispatch(kind: keyof Table, payload: unknown, context: object): unknown {
    // One handler per kind, typed by the table; the payload was just parsed by the same kind's schema.
    const handler = handlers[kind] as (payload: unknown, context: object) => unknown;
    return handler(payload, context);
  }

  return {
    async handle(message, sender) {
      const role = classifySender(sender, self);
      if (role === null) return fail('forbidden-sender', 'Messages are accepted only from Cartwatch itself.');

      const envelope = v.safeParse(envelopeSchema, message);
      if (!envelope.success) return fail('invalid-payload', 'A message needs a string "kind" and a "payload".');
      const { kind } = envelope.output;
      if (!Object.hasOwn(messages, kind)) return fail('unknown-kind', `No message is called "${kind.slice(0, 80)}".`);

      // Present: hasOwn said so just above.
      const spec = messages[kind] as Table[string];
      if (spec.from !== role) return fail('forbidden-sender', `"${kind}" may not be sent from a ${role}.`);

      const payload = v.safeParse(spec.payload, envelope.output.payload);
      if (!payload.success) {
        return fail('invalid-payload', `"${kind}": ${v.summarize(payload.issues)}`);
      }

      try {
        const context = contextFor(spec, payload.output, { role, sender });
        return ok(await dispatch(kind, payload.output, context));
      } catch (error) {
        if (error instanceof CartwatchError) return fail(error.code, error.message);
        reportError(error);
        return fail('internal', 'Something went wrong in Cartwatch. Please try again.');
      }
    },
  };
}
