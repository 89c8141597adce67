import type { ApiCall } from '~/server/request-route.server';
import { getItemUsageCall } from './catalogue-calls.server';
import { exportConfigCall, importConfigCall } from './config-transfer-calls.server';
import { getAuditLogCall, inviteMemberCall, listMembersCall, removeMemberCall } from './members-calls.server';
import {
  discardDraftCall,
  getHistoryCall,
  getWorkingCopyCall,
  publishDraftCall,
  rollbackCall,
  saveDraftCall,
} from './working-copy-calls.server';

/**
 * Every /studio/api call, dispatched by app/routes/studio.api.$.ts (as decision 034 does for /api). Each checks the
 * caller's membership of `{shop}` and role before anything else (studio-access.server.ts); the guard test sends every
 * call of this table anonymously, as a player, as another shop's member and as a viewer.
 */
export const studioCalls: readonly ApiCall[] = [
  getWorkingCopyCall,
  saveDraftCall,
  discardDraftCall,
  publishDraftCall,
  rollbackCall,
  getHistoryCall,
  getAuditLogCall,
  listMembersCall,
  inviteMemberCall,
  removeMemberCall,
  getItemUsageCall,
  exportConfigCall,
  importConfigCall,
];
