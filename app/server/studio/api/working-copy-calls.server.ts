import {
  baseRevisionBodySchema,
  DRAFT_MAX_BODY_BYTES,
  historySchema,
  rollbackBodySchema,
  saveDraftBodySchema,
  savedDraftSchema,
  studioShopParamsSchema,
  workingCopySchema,
} from '../../../../schemas/studio';
import { discardDraft } from '~/server/studio/discard-draft.server';
import { publishDraft } from '~/server/studio/publish-draft.server';
import { rollbackToVersion } from '~/server/studio/rollback-version.server';
import { saveDraft } from '~/server/studio/save-draft.server';
import { listVersionHistory } from '~/server/studio/version-history.server';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';
import { studioCall } from './studio-call.server';

// The working copy, its draft and its versions (docs/decisions/036).

export const getWorkingCopyCall = studioCall(
  {
    name: 'studio.getWorkingCopy',
    method: 'GET',
    path: '/studio/api/shops/{shop}/working-copy',
    minimumRole: 'viewer',
    params: studioShopParamsSchema,
    response: workingCopySchema,
  },
  ({ member, context }) => loadWorkingCopy(context.db, member.shop.id, member.role),
);

export const saveDraftCall = studioCall(
  {
    name: 'studio.saveDraft',
    method: 'PUT',
    path: '/studio/api/shops/{shop}/draft',
    minimumRole: 'editor',
    params: studioShopParamsSchema,
    body: saveDraftBodySchema,
    response: savedDraftSchema,
    maxBodyBytes: DRAFT_MAX_BODY_BYTES,
  },
  ({ member, body, context }) => saveDraft(context.db, context.clock, member, body),
);

export const discardDraftCall = studioCall(
  {
    name: 'studio.discardDraft',
    method: 'DELETE',
    path: '/studio/api/shops/{shop}/draft',
    minimumRole: 'editor',
    params: studioShopParamsSchema,
    body: baseRevisionBodySchema,
    response: workingCopySchema,
  },
  ({ member, body, context }) => discardDraft(context.db, context.clock, member, body),
);

export const publishDraftCall = studioCall(
  {
    name: 'studio.publishDraft',
    method: 'POST',
    path: '/studio/api/shops/{shop}/publish',
    minimumRole: 'editor',
    params: studioShopParamsSchema,
    body: baseRevisionBodySchema,
    response: workingCopySchema,
  },
  ({ member, body, context }) => publishDraft(context.db, context.clock, member, body),
);

export const rollbackCall = studioCall(
  {
    name: 'studio.rollback',
    method: 'POST',
    path: '/studio/api/shops/{shop}/rollback',
    minimumRole: 'editor',
    params: studioShopParamsSchema,
    body: rollbackBodySchema,
    response: workingCopySchema,
  },
  ({ member, body, context }) => rollbackToVersion(context.db, context.clock, member, body),
);

export const getHistoryCall = studioCall(
  {
    name: 'studio.getHistory',
    method: 'GET',
    path: '/studio/api/shops/{shop}/history',
    minimumRole: 'viewer',
    params: studioShopParamsSchema,
    response: historySchema,
  },
  async ({ member, context }) => ({ versions: await listVersionHistory(context.db, member.shop.id) }),
);
