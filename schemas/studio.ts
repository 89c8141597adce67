import { z } from 'zod';
import { shopHandleSchema } from './shop-handle';

// The publisher studio's JSON (docs/decisions/035, 036): shared by the /studio/api calls, the studio pages and the
// theme editor. Configs travel as `unknown`: a draft may be invalid while it is being worked on.

export const studioRoles = ['owner', 'editor', 'viewer'] as const;
export const StudioRole = z.enum(studioRoles, { error: `Expected a role: ${studioRoles.join(', ')}` });
export type StudioRole = z.infer<typeof StudioRole>;

/** What each role may do, lowest first: a viewer previews, an editor edits and publishes, an owner also manages members. */
export const studioRoleRank: Record<StudioRole, number> = { viewer: 0, editor: 1, owner: 2 };

export function roleAtLeast(role: StudioRole, minimum: StudioRole): boolean {
  return studioRoleRank[role] >= studioRoleRank[minimum];
}

export const configVersionStatuses = ['draft', 'published', 'archived'] as const;
export const ConfigVersionStatus = z.enum(configVersionStatuses);
export type ConfigVersionStatus = z.infer<typeof ConfigVersionStatus>;

/** A problem `shopConfigSchema` reports in a draft, addressed like `theme.primaryColor`. */
export const configIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ConfigIssue = z.infer<typeof configIssueSchema>;

/** Opaque to the editor: changes with every save, publish, discard and rollback; every write names the one it saw. */
export const revisionSchema = z
  .string({ error: 'Expected the revision the change is based on' })
  .regex(/^[0-9]{1,15}$/, { error: 'Expected the revision the change is based on' });

export const workingCopySchema = z.object({
  shop: z.object({ handle: z.string(), name: z.string() }),
  role: StudioRole,
  revision: z.string(),
  /** The draft's config when there is a draft, else the published config. */
  config: z.unknown(),
  hasDraft: z.boolean(),
  draftUpdatedAt: z.string().nullable(),
  draftUpdatedBy: z.string().nullable(),
  published: z.object({
    versionId: z.string(),
    version: z.number().int(),
    publishedAt: z.string(),
    publishedBy: z.string(),
  }),
  issues: z.array(configIssueSchema),
});
export type WorkingCopy = z.infer<typeof workingCopySchema>;

export const saveDraftBodySchema = z.strictObject({
  baseRevision: revisionSchema,
  config: z.unknown().refine((value) => value !== undefined, { error: 'Expected the draft config' }),
});
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;

export const savedDraftSchema = z.object({
  revision: z.string(),
  updatedAt: z.string(),
  /** Whether the shop has a draft after this save: a save that matches the published config makes none. */
  hasDraft: z.boolean(),
  issues: z.array(configIssueSchema),
});
export type SavedDraft = z.infer<typeof savedDraftSchema>;

export const baseRevisionBodySchema = z.strictObject({ baseRevision: revisionSchema });
export const rollbackBodySchema = z.strictObject({ versionId: z.uuid({ error: 'Expected a version id' }) });

/** The `details` of a 409 `draft_conflict`: who changed the working copy since the caller's revision, and what. */
export const draftConflictDetailsSchema = z.object({
  changedBy: z.string(),
  changedAt: z.string(),
  changedFields: z.array(z.string()),
  revision: z.string(),
});
export type DraftConflictDetails = z.infer<typeof draftConflictDetailsSchema>;

/** The `details` of a 422 `config_invalid`: what keeps the draft from being published. */
export const configInvalidDetailsSchema = z.object({ issues: z.array(configIssueSchema) });

export const historyEntrySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: ConfigVersionStatus,
  author: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** What changed from the version before it, in a few words ("Theme: primaryColor, buttonType · 2 cards"). */
  summary: z.string(),
});
export const historySchema = z.object({ versions: z.array(historyEntrySchema) });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const studioAuditActions = [
  'publish',
  'rollback',
  'discard',
  'member_invited',
  'member_role_changed',
  'member_removed',
  'publish_scheduled',
  'schedule_canceled',
  'preview_link_created',
  'preview_link_revoked',
  'config_imported',
] as const;
export const StudioAuditAction = z.enum(studioAuditActions);
export type StudioAuditAction = z.infer<typeof StudioAuditAction>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: StudioAuditAction,
  details: z.string(),
});
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const memberSchema = z.object({
  publisherId: z.string(),
  email: z.string(),
  role: StudioRole,
  addedAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export const membersSchema = z.object({ members: z.array(memberSchema) });
export type Member = z.infer<typeof memberSchema>;

export const PUBLISHER_EMAIL_MESSAGE = 'Expected an email address like name@example.com';
export const publisherEmailSchema = z
  .string({ error: PUBLISHER_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: PUBLISHER_EMAIL_MESSAGE })
  .pipe(z.email({ error: PUBLISHER_EMAIL_MESSAGE }));

export const inviteMemberBodySchema = z.strictObject({ email: publisherEmailSchema, role: StudioRole });
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

export const studioShopParamsSchema = z.object({ shop: shopHandleSchema });
export const studioMemberParamsSchema = z.object({ shop: shopHandleSchema, publisherId: z.uuid() });

/** The most a draft may weigh on the wire (the server's outer bound on any body, server/request-limits.ts). */
export const DRAFT_MAX_BODY_BYTES = 64 * 1024;
