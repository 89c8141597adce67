import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { SandboxScenario } from '../../../../schemas/commerce';
import { SANDBOX_PROVIDER_ID, type SandboxMetadata, type SandboxProvider } from './sandbox-provider.server';
import type { PaymentProvider } from '../provider';
import { scenarios } from './sandbox-scenarios.server';
import { isCrossSiteRequest } from '~/server/origin-check.server';

// The sandbox's own pages: what a bank's 3-D Secure page or PayPal / Klarna would show. They stand outside the
// shop (no session: the unguessable payment ref is what the link carries) and send the player back to returnPath.

export type SandboxPageKind = 'challenge' | 'redirect';

export interface SandboxPageData {
  ref: string;
  kind: SandboxPageKind;
  amount: number;
  currency: string;
  /** paypal or klarna on a redirect page; scheme on a challenge. */
  method: string;
  /** False once answered: the page then only offers the way back. */
  waiting: boolean;
  returnUrl: string;
}

/** Back to the shop's page, naming our payment so it can complete the purchase. */
function returnUrlOf(metadata: SandboxMetadata): string {
  const separator = metadata.returnPath.includes('?') ? '&' : '?';
  return `${metadata.returnPath}${separator}paymentIntentId=${encodeURIComponent(metadata.paymentId)}`;
}

/**
 * The sandbox among the providers (it always is one). Checked by id, not instanceof: `context.payments` is built by
 * the server entry, whose copy of the SandboxProvider class is not the app build's.
 */
function sandboxOf(provider: PaymentProvider | null): SandboxProvider {
  if (provider?.id !== SANDBOX_PROVIDER_ID) throw new Error('The sandbox payment provider is missing');
  return provider as SandboxProvider;
}

export async function loadSandboxPage(
  context: AppLoadContext,
  ref: string | undefined,
  kind: SandboxPageKind,
): Promise<SandboxPageData> {
  const payment = ref ? await sandboxOf(context.payments.sandbox()).describe(ref) : null;
  const scenario = SandboxScenario.safeParse(payment?.scenario);
  if (!ref || !payment || !scenario.success || scenarios[scenario.data].action?.kind !== kind) {
    throw new Response('No sandbox payment waits here', { status: 404 });
  }
  return {
    ref,
    kind,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.metadata.method,
    waiting: payment.waiting,
    returnUrl: returnUrlOf(payment.metadata),
  };
}

/**
 * The player's answer: the challenge's password ("password" passes) or the redirect's approve / cancel: a plain form
 * post from the sandbox page itself.
 */
export async function answerSandboxPage(
  context: AppLoadContext,
  request: Request,
  ref: string | undefined,
  kind: SandboxPageKind,
): Promise<Response> {
  if (isCrossSiteRequest(request)) throw new Response('Forbidden: answer on the sandbox page itself', { status: 403 });
  await loadSandboxPage(context, ref, kind);
  const form = await request.formData();
  // The sandbox records the answer in its own books; its webhook tells our side, as a real provider's would.
  const sandbox = sandboxOf(context.payments.sandbox());
  const answered =
    kind === 'challenge'
      ? await sandbox.answerChallenge(ref!, String(form.get('password') ?? ''))
      : await sandbox.answerRedirect(ref!, form.get('intent') === 'approve');
  return redirect(returnUrlOf(answered.metadata));
}
