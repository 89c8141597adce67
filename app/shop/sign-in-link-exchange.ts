import { createApiClient } from '~/lib/api-client';
import { ApiError } from '~/lib/errors';
import { toast } from '~/ui/use-toast';
import { exchangeUrlAuthToken } from '../../schemas/api/login';

function messageFor(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'This sign-in link has expired or was already used. Open a new one from the game.';
  }
  return 'We could not sign you in with this link. Check your connection and try again.';
}

/** Trades a game's sign-in link token for a session, then reloads signed in (the cookie reaches the next request). */
export async function exchangeSignInLink(token: string): Promise<void> {
  try {
    const result = await createApiClient().call(exchangeUrlAuthToken, { body: { token } });
    window.location.replace(result.redirectTo ?? window.location.pathname + window.location.search);
  } catch (error) {
    toast({ title: 'Sign-in link not accepted', description: messageFor(error), variant: 'destructive' });
  }
}
