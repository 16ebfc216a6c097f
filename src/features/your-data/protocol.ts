/** Your data's messages: export, import and deleting the account. */
import * as v from 'valibot';
import { message } from '../../platform/messaging/message-spec';
import { listId, noPayload } from '../../platform/messaging/fields';
import { LIMITS } from '../../platform/limits';
import type { ExportHead, ExportItemsPage } from './model/export-format';
import { IMPORT_PAGE_ITEMS, importItemPayloadSchema, type ImportItemsAnswer } from './model/import-item';

export const yourDataMessages = {
  'page:delete-account': message<null>()(
    'page',
    v.strictObject({ password: v.optional(v.pipe(v.string(), v.nonEmpty('enter your password'), v.maxLength(4096))) }),
  ),
  /** The JSON export's first answer: everything but the items, with each list's item count (docs/export.md). */
  'page:export-begin': message<ExportHead>()('page', noPayload, 'signed-in'),
  /** A page of a list's items from `offset` on (oldest saved first), each with its whole price history. */
  'page:export-items': message<ExportItemsPage>()(
    'page',
    v.strictObject({ listId, offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LIMITS.itemsPerList)) }),
    'member',
  ),
  /**
   * Writes a page of an export's items into a list the shopper may add to; items whose product key
   * the list holds are merged. Answers once the server has them (docs/export.md, "Import"). Only
   * signed in: a list the import just created may not be in the state yet (the handler waits for it).
   */
  'page:import-items': message<ImportItemsAnswer>()(
    'page',
    v.strictObject({ listId, items: v.pipe(v.array(importItemPayloadSchema), v.minLength(1), v.maxLength(IMPORT_PAGE_ITEMS)) }),
    'signed-in',
  ),
} as const;
