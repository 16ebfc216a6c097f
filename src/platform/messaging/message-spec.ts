import type * as v from 'valibot';

/** Who may send a message: extension pages (popup, options, offscreen) or content scripts in tabs. */
export type SenderRole = 'page' | 'content';

/**
 * What the sender must be for the router to run the handler: anyone (no `requires`), signed in, or
 * a member of the payload's list with at least this role. The router checks it once, so no handler
 * repeats the check.
 */
export type Requirement = 'signed-in' | ListRequirement;
export type ListRequirement = 'member' | 'editor' | 'owner';

export interface MessageSpec<Schema extends v.GenericSchema, Response, Requires extends Requirement | undefined = undefined> {
  from: SenderRole;
  payload: Schema;
  requires?: Requires;
  /** Type-level only: what the worker answers with (in a tuple, so null survives NonNullable). */
  response?: [Response];
}

/** A list requirement needs the list: its message's payload must name it. */
type PayloadFitting<Requires extends Requirement | undefined> = Requires extends ListRequirement
  ? v.GenericSchema<unknown, { listId: string }>
  : v.GenericSchema;

/**
 * Declares a message: `message<Response>()(from, payload, requires?)`. Curried so that the
 * response is named and the schema and requirement are inferred.
 */
export function message<Response>() {
  return <Schema extends PayloadFitting<Requires>, Requires extends Requirement | undefined = undefined>(
    from: SenderRole,
    payload: Schema,
    requires?: Requires,
  ): MessageSpec<Schema, Response, Requires> => (requires === undefined ? { from, payload } : { from, payload, requires });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any response and requirement: the table's entries differ in both
export type AnyMessageSpec = MessageSpec<v.GenericSchema, any, Requirement | undefined>;
export type MessageTable = Record<string, AnyMessageSpec>;

export type PayloadOfSpec<Spec extends AnyMessageSpec> = v.InferOutput<Spec['payload']>;
export type ResponseOfSpec<Spec extends AnyMessageSpec> = NonNullable<Spec['response']>[0];
export type RequirementOf<Spec extends AnyMessageSpec> = NonNullable<Spec['requires']>;
