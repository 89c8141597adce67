import { useRevalidator } from '@remix-run/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '~/ui/skeleton';
import { styled } from '~/ui/styled';
import * as styles from './account-page.css';
import { toast } from '~/ui/use-toast';
import { Badge, formatDate, Panel } from '~/shop/account/account-parts';
import { useMe } from '~/shop/account/account-queries';
import { EmailVerification } from '~/shop/account/email-verification';
import { GameAccounts } from '~/shop/account/game-accounts';
import { PurchaseHistory } from '~/shop/account/purchase-history';
import { SavedPaymentMethods } from '~/shop/account/saved-payment-methods';
import { SessionsPanel, type SessionSummary } from '~/shop/account/sessions-panel';
import { SignInFlow } from '~/shop/sign-in/sign-in-flow';
import { Announcer } from '~/shop/sign-in/sign-in-parts';
import { playerLabel, type ShopViewer } from '~/shop/viewer-context';

const Hero = styled('header', styles.hero);
const Emblem = styled('span', styles.emblem);
const Who = styled('div', styles.who);
const Eyebrow = styled('span', styles.eyebrow);
const Name = styled('h1', styles.name);
const Meta = styled('p', styles.meta);
const Methods = styled('div', styles.methods);
const Grid = styled('div', styles.grid);
const Column = styled('div', styles.column);
const Narrow = styled('div', styles.narrow);

const providerWords = { CUSTOM: 'Email code', GOOGLE: 'Google', OAUTH2: 'Game account sign-in', GAME: 'Game' } as const;

/** How the player signs in here, as badges; skeletons while the account loads. */
function SignInMethods({ shop }: { shop: string }) {
  const me = useMe(shop);
  if (me.isPending) return <Skeleton width="9rem" height="1.4rem" radius="pill" />;
  const methods = [
    ...new Set(
      (me.data?.linkedAccounts ?? [])
        .filter((account) => account.provider !== 'GAME')
        .map((account) => providerWords[account.provider]),
    ),
  ];
  return (
    <Methods aria-label="Sign-in methods">
      {methods.map((method) => (
        <Badge key={method} tone="waiting">
          {method}
        </Badge>
      ))}
    </Methods>
  );
}

function SignedIn({ shop, viewer, sessions }: { shop: string; viewer: ShopViewer; sessions: SessionSummary[] }) {
  const { player } = viewer;
  const name = playerLabel(player);
  return (
    <>
      <Hero>
        <Emblem aria-hidden="true">{name.slice(0, 1)}</Emblem>
        <Who>
          <Eyebrow>Your account</Eyebrow>
          <Name>{name}</Name>
          <Meta>
            {player.email && player.email !== name ? `${player.email} · ` : ''}Player since{' '}
            {formatDate(player.createdAt)}
          </Meta>
          <SignInMethods shop={shop} />
        </Who>
      </Hero>
      <Grid>
        <Column>
          <GameAccounts shop={shop} />
          <EmailVerification shop={shop} playerEmail={player.email} />
          <PurchaseHistory />
        </Column>
        <Column>
          <SavedPaymentMethods shop={shop} />
          <SessionsPanel sessions={sessions} />
        </Column>
      </Grid>
    </>
  );
}

/** An anonymous visitor gets the sign-in screen in place, and the page comes alive once they are in. */
function SignInPrompt({ shop, returnTo }: { shop: string; returnTo: string }) {
  const revalidator = useRevalidator();
  return (
    <Narrow>
      <Announcer as="h1">Your account</Announcer>
      <Panel id="sign-in" title="Sign in to your account" hint="See your game accounts, verified emails and devices.">
        <SignInFlow
          shop={shop}
          returnTo={returnTo}
          onSignedIn={(result) => {
            toast({ title: `Signed in as ${playerLabel(result.player)}`, variant: 'success' });
            revalidator.revalidate();
          }}
        />
      </Panel>
    </Narrow>
  );
}

/** The account page's content, inside the shop's chrome. */
export function AccountPage({
  shop,
  basePath,
  viewer,
  sessions,
}: {
  shop: string;
  basePath: string;
  viewer: ShopViewer | null;
  sessions: SessionSummary[];
}) {
  // One cache per page visit: the player's data never outlives their session in memory.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {viewer ? (
        <SignedIn key={viewer.player.id} shop={shop} viewer={viewer} sessions={sessions} />
      ) : (
        <SignInPrompt shop={shop} returnTo={`${basePath}/account`} />
      )}
    </QueryClientProvider>
  );
}
