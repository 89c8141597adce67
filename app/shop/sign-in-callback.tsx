import type { CSSProperties } from 'react';
import type { SignInProblem } from '~/shop/sign-in-callback.server';
import { Button } from '~/ui/button';
import { styled, theme } from '~/ui/stitches.config';

// What a player sees when coming back from a sign-in provider did not sign them in: what happened, and a way on.

const Screen = styled('main', {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem 1rem',
  background: 'radial-gradient(circle at 50% 30%, $bgAccent, $baseBg 70%)',
  color: '$primaryText',
  fontFamily: '$body',
});
const Panel = styled('section', {
  width: '100%',
  maxWidth: 440,
  padding: '2rem 1.5rem',
  borderRadius: '$card',
  border: '1px solid $border',
  background: '$paper',
  textAlign: 'center',
});
const ShopName = styled('p', {
  margin: '0 0 0.75rem',
  color: '$secondaryText',
  fontSize: '0.875rem',
  letterSpacing: '0.05em',
});
const Title = styled('h1', { fontFamily: '$display', fontSize: '1.5rem', margin: '0 0 0.75rem' });
const Message = styled('p', { margin: '0 0 1.5rem', color: '$secondaryText', lineHeight: 1.5 });
const Actions = styled('div', { display: 'flex', flexDirection: 'column', gap: '0.75rem', alignItems: 'stretch' });

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
      className={theme.className}
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
