import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ActionButton, Actions, BackLink, Note, SandboxPayPage } from '~/payments/sandbox-pay-page';
import { answerSandboxPage, loadSandboxPage } from '~/server/payments/sandbox/sandbox-pages.server';

// The sandbox's stand-in for PayPal and Klarna: the player approves or cancels, then goes back to the shop.
export async function loader({ context, params }: LoaderFunctionArgs) {
  return loadSandboxPage(context, params.ref, 'redirect');
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  return answerSandboxPage(context, request, params.ref, 'redirect');
}

export const meta: MetaFunction = () => [{ title: 'Test payment approval' }, { name: 'robots', content: 'noindex' }];

const providerNames: Record<string, string> = { paypal: 'PayPal', klarna: 'Klarna' };

export default function SandboxRedirectPage() {
  const page = useLoaderData<typeof loader>();
  const provider = providerNames[page.method] ?? 'the payment provider';
  return (
    <SandboxPayPage title={`Pay with ${provider} (test)`} amount={page.amount} currency={page.currency}>
      {page.waiting ? (
        <form method="post">
          <Note>Here {provider} would ask you to sign in and approve the payment.</Note>
          <Actions spaced>
            <ActionButton type="submit" name="intent" value="approve">
              Approve payment
            </ActionButton>
            <ActionButton type="submit" name="intent" value="cancel" tone="secondary">
              Cancel and return to the shop
            </ActionButton>
          </Actions>
        </form>
      ) : (
        <>
          <Note>This payment was already answered.</Note>
          <BackLink href={page.returnUrl}>Back to the shop</BackLink>
        </>
      )}
    </SandboxPayPage>
  );
}
