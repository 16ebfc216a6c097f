/** The lists' messages: lists and the items in them. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { itemId, listId, note, quantity } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';

const listName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('a list needs a name'),
  v.maxLength(LIMITS.listName.max, `a list name has at most ${LIMITS.listName.max} characters`),
);

export const listsMessages = {
  'page:create-list': message<{ id: string }>()('page', v.strictObject({ name: listName }), 'signed-in'),
  'page:rename-list': message<null>()('page', v.strictObject({ listId, name: listName }), 'owner'),
  'page:delete-list': message<null>()('page', v.strictObject({ listId }), 'owner'),
  'page:update-item': message<null>()(
    'page',
    v.pipe(
      v.strictObject({
        listId,
        itemId,
        note: v.optional(note),
        quantity: v.optional(quantity),
        status: v.optional(v.picklist(['wanted', 'claimed', 'bought'])),
      }),
      v.check(
        (change) => change.note !== undefined || change.quantity !== undefined || change.status !== undefined,
        'nothing to change',
      ),
    ),
    'editor',
  ),
  /** Both lists must be the shopper's to add to: the router checks the first, the handler the other. */
  'page:move-item': message<null>()('page', v.strictObject({ listId, itemId, toListId: listId }), 'editor'),
  'page:remove-item': message<null>()('page', v.strictObject({ listId, itemId }), 'editor'),
  'page:reorder-lists': message<null>()(
    'page',
    v.strictObject({ listIds: v.pipe(v.array(listId), v.maxLength(LIMITS.listsPerAccount)) }),
    'signed-in',
  ),
} as const;
