import {
  draftConflictDetailsSchema,
  savedDraftSchema,
  workingCopySchema,
  type ConfigIssue,
  type DraftConflictDetails,
  type SavedDraft,
  type WorkingCopy,
} from '../../../schemas/studio';
import { ApiError, serverErrorCode } from '~/lib/errors';

/** The studio calls the editor makes (docs/decisions/036), same origin, with the publisher's studio cookie. */
const base = (shop: string) => `/studio/api/shops/${encodeURIComponent(shop)}`;

async function send<T>(url: string, method: string, body: unknown, parse: (value: unknown) => T): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, payload);
  return parse(payload);
}

export function fetchWorkingCopy(shop: string): Promise<WorkingCopy> {
  return send(`${base(shop)}/working-copy`, 'GET', undefined, (value) => workingCopySchema.parse(value));
}

export function saveDraft(shop: string, baseRevision: string, config: unknown): Promise<SavedDraft> {
  return send(`${base(shop)}/draft`, 'PUT', { baseRevision, config }, (value) => savedDraftSchema.parse(value));
}

export function publishDraft(shop: string, baseRevision: string): Promise<WorkingCopy> {
  return send(`${base(shop)}/publish`, 'POST', { baseRevision }, (value) => workingCopySchema.parse(value));
}

export function discardDraft(shop: string, baseRevision: string): Promise<WorkingCopy> {
  return send(`${base(shop)}/draft`, 'DELETE', { baseRevision }, (value) => workingCopySchema.parse(value));
}

function detailsOf(error: unknown): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: { details?: unknown } } | null;
  return body?.error?.details;
}

/** Who changed the working copy under us, when a write answered 409 `draft_conflict`. */
export function draftConflictOf(error: unknown): DraftConflictDetails | null {
  if (!(error instanceof ApiError) || error.status !== 409 || serverErrorCode(error.body) !== 'draft_conflict')
    return null;
  const parsed = draftConflictDetailsSchema.safeParse(detailsOf(error));
  return parsed.success ? parsed.data : { changedBy: 'Someone', changedAt: '', changedFields: [], revision: '' };
}

/** What keeps a draft from being published, when publish answered 422 `config_invalid`. */
export function publishIssuesOf(error: unknown): ConfigIssue[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const details = detailsOf(error) as { issues?: ConfigIssue[] } | undefined;
  return Array.isArray(details?.issues) ? details.issues : [];
}
