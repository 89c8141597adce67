import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import {
  ActionButton,
  Actions,
  BackLink,
  Field,
  Note,
  PasswordInput,
  SandboxPayPage,
} from '~/payments/sandbox-pay-page';
import { answerSandboxPage, loadSandboxPage } from '~/server/payments/sandbox/sandbox-pages.server';

// The sandbox's 3-D Secure challenge (what the bank would show): "password" passes, anything else fails.
export async function loader({ context, params }: LoaderFunctionArgs) {
  return loadSandboxPage(context, params.ref, 'challenge');
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  return answerSandboxPage(context, request, params.ref, 'challenge');
}

export const meta: MetaFunction = () => [
  { title: '3-D Secure test challenge' },
  { name: 'robots', content: 'noindex' },
];

export default function SandboxChallengePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <SandboxPayPage title="Confirm this payment with your bank" amount={page.amount} currency={page.currency}>
      {page.waiting ? (
        <form method="post">
          <Note>Test challenge: type “password” to pass. Anything else fails the check, as a wrong code would.</Note>
          <Field>
            Password
            <PasswordInput type="password" name="password" autoComplete="off" required autoFocus />
          </Field>
          <Actions spaced>
            <ActionButton type="submit">Confirm</ActionButton>
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
