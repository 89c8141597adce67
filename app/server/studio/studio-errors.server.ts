import type { ConfigIssue, DraftConflictDetails } from '../../../schemas/studio';
import { DomainError } from '~/server/domain-errors.server';

// The studio's own refusals, in the app's one error shape with `details` (docs/decisions/036).

/** A write named a revision of the working copy that someone else has replaced since: 409 with who changed what. */
export class DraftConflictError extends DomainError {
  override name = 'DraftConflictError';
  readonly status = 409;
  readonly code = 'draft_conflict' as const;
  override readonly details: DraftConflictDetails;

  constructor(details: DraftConflictDetails) {
    const what = details.changedFields.length > 0 ? ` (${details.changedFields.slice(0, 5).join(', ')})` : '';
    super(`${details.changedBy} changed this shop at ${details.changedAt}${what}. Reload to see their changes.`);
    this.details = details;
  }
}

/** The draft fails the shared shop config schema: it cannot be published until its issues are fixed (422). */
export class ConfigInvalidError extends DomainError {
  override name = 'ConfigInvalidError';
  readonly status = 422;
  readonly code = 'config_invalid' as const;
  override readonly details: { issues: ConfigIssue[] };

  constructor(issues: ConfigIssue[]) {
    super(
      `The draft has ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'} to fix before it can be published`,
    );
    this.details = { issues };
  }
}
