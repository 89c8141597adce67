import { deferredChunk } from '~/lib/deferred-chunk';

/**
 * The sign-in dialog's code, kept out of the storefront's first load and fetched on intent (docs/decisions/063): one
 * chunk for every control that opens the dialog, so once one has it, all of them do.
 */
export const signInDialogChunk = deferredChunk(() => import('~/shop/sign-in/sign-in-dialog'));
