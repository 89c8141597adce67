import { data } from '@remix-run/node';
import { DomainError } from '~/server/domain-errors.server';

/**
 * A studio form action's answer to a refusal the domain explains (a stale revision, the last owner, a role too low):
 * its message, with its status, for the page to show. Anything else is a bug and is rethrown.
 */
export function studioActionRefusal(error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  return data({ ok: false as const, message: error.message }, error.status);
}
