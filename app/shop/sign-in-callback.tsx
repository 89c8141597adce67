import type { CSSProperties } from 'react';
import type { SignInProblem } from '~/shop/sign-in-callback.server';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './sign-in-callback.css';

// What a player sees when coming back from a sign-in provider did not sign them in: what happened, and a way on.

const Screen = styled('main', styles.screen);
const Panel = styled('section', styles.panel);
const ShopName = styled('p', styles.shopName);
const Title = styled('h1', styles.title);
const Message = styled('p', styles.message);
const Actions = styled('div', styles.actions);

const titles: Record<string, string> = {
  provider_error: 'Sign-in was not completed',
  expired_token: 'This sign-in expired',
  spent_token: 'This sign-in was already used',
  invalid_token: 'We could not sign you in',
  unavailable: 'Sign-in is not available right now',
};

export function SignInCallbackProblem({ problem }: { problem: SignInProblem }) {
  return (
    <Screen
      style={problem.theme.style as CSSProperties}
      data-button-type={problem.theme.buttonType}
      data-typography={problem.theme.typography}
    >
      <Panel aria-labelledby="sign-in-problem-title" data-error-code={problem.code}>
        <ShopName>{problem.shop.name}</ShopName>
        <Title id="sign-in-problem-title">{titles[problem.code] ?? titles.invalid_token}</Title>
        <Message role="alert">{problem.message}</Message>
        <Actions>
          <Button asChild size="large" fullWidth>
            <a href={problem.retryHref}>Try again</a>
          </Button>
          <Button asChild variant="ghost" fullWidth>
            <a href={problem.shop.homePath}>Back to {problem.shop.name}</a>
          </Button>
        </Actions>
      </Panel>
    </Screen>
  );
}
