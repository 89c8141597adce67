import type { ReactNode } from 'react';
import { formatMoney } from '~/lib/money';
import { styled } from '~/ui/styled';
import * as styles from './sandbox-pay-page.css';

// The frame of the sandbox's own pages (3-D Secure challenge, PayPal / Klarna approval): a dark page of its own,
// outside the shop's theme, that says plainly it is a test. Server-rendered forms: they work without JavaScript.

const Page = styled('main', styles.page);

const Panel = styled('section', styles.panel);

const TestBadge = styled('p', styles.testBadge);

export const Title = styled('h1', styles.title);
export const Note = styled('p', styles.note);
export const Field = styled('label', styles.field);
export const PasswordInput = styled('input', styles.passwordInput);
export const Actions = styled('div', styles.actions);
export const ActionButton = styled('button', styles.actionButton);
export const BackLink = styled('a', styles.backLink);

export function SandboxPayPage({
  title,
  amount,
  currency,
  children,
}: {
  title: string;
  amount: number;
  currency: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <Panel aria-labelledby="sandbox-title">
        <TestBadge>Test mode · no real money</TestBadge>
        <Title id="sandbox-title">{title}</Title>
        <Note>
          This is the built-in payment sandbox of this shop. Amount: <strong>{formatMoney(amount, currency)}</strong>
        </Note>
        {children}
      </Panel>
    </Page>
  );
}
