import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { themeToCssVariables } from '~/lib/theme-variables';
import { AuthenticationError, DomainError } from '~/server/domain-errors.server';
import { findSignInProvider } from '~/server/players/login-options.server';
import {
  clearAttemptCookie,
  finishProviderSignIn,
  PROVIDER_UNAVAILABLE_MESSAGE,
  oauthMessages,
  providerIdOfState,
  signInCallbackUrl,
  startProviderSignIn,
} from '~/server/players/oauth-sign-in.server';
import { sessionCookieHeader } from '~/server/players/sessions.server';
import { findPublishedShop, type PublishedShop } from '~/server/shops.server';

// The page a sign-in provider sends the player back to (`/{shop}/sign-in/callback`, or `/sign-in/callback` on the
// shop's own domain). It finishes the sign-in on the server, so it works before (and without) any JavaScript.

const notFound = () => new Response('Not found', { status: 404 });

/** What the page shows when the sign-in did not work. */
export interface SignInProblem {
  shop: { name: string; homePath: string };
  theme: { style: Record<string, string>; buttonType: string; typography: string };
  code: string;
  message: string;
  /** Where "Try again" goes: a new attempt with the same provider when it is known, else the shop. */
  retryHref: string;
}

function homePathOf(context: AppLoadContext, shopHandle: string): string {
  return context.customDomainShopHandle === shopHandle ? '/' : `/${shopHandle}`;
}

function problemOf(
  context: AppLoadContext,
  request: Request,
  shop: PublishedShop,
  code: string,
  message: string,
  providerId: string | null,
): SignInProblem {
  const provider = providerId ? findSignInProvider(shop.config.login, providerId) : null;
  return {
    shop: { name: shop.config.name, homePath: homePathOf(context, shop.handle) },
    theme: {
      style: themeToCssVariables(shop.config.theme),
      buttonType: shop.config.theme.buttonType,
      typography: shop.config.theme.typography,
    },
    code,
    message,
    retryHref: provider
      ? retryHref(new URL(signInCallbackUrl(context, request, shop.handle)).pathname, provider.id)
      : homePathOf(context, shop.handle),
  };
}

function param(url: URL, name: string, max: number): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value.length > max ? undefined : value;
}

/** Finishes the sign-in and sends the player where they were; or answers the problem page with its status. */
export async function loadSignInCallback(context: AppLoadContext, request: Request, shopHandle: string) {
  const shop = await findPublishedShop(context.db, shopHandle);
  if (!shop) throw notFound();
  const url = new URL(request.url);
  const retry = param(url, 'retry', 40);
  if (retry !== undefined && !url.searchParams.has('state')) return retrySignIn(context, request, shop, retry);
  // Providers add parameters of their own (scope, authuser, iss...): only these four are read.
  const state = param(url, 'state', 512);
  const providerId = state ? await providerIdOfState(context, shop.handle, state) : null;
  if (!state || !providerId) {
    return data(problemOf(context, request, shop, 'invalid_token', oauthMessages.invalidState, null), { status: 401 });
  }
  try {
    const signedIn = await finishProviderSignIn(context, request, {
      shopHandle: shop.handle,
      providerId,
      state,
      code: param(url, 'code', 2048),
      error: param(url, 'error', 200),
      errorDescription: param(url, 'error_description', 1000),
    });
    const headers = new Headers();
    headers.append('Set-Cookie', sessionCookieHeader(request, shop.handle, signedIn.session));
    headers.append('Set-Cookie', clearAttemptCookie(request, state));
    return redirect(signedIn.returnTo ?? homePathOf(context, shop.handle), { headers });
  } catch (error) {
    if (error instanceof AuthenticationError) {
      return data(problemOf(context, request, shop, error.code, error.message, providerId), { status: 401 });
    }
    if (error instanceof DomainError && error.status === 503) {
      return data(problemOf(context, request, shop, 'unavailable', PROVIDER_UNAVAILABLE_MESSAGE, providerId), {
        status: 503,
      });
    }
    throw error;
  }
}

/**
 * "Try again": a new attempt with the same provider, straight to its sign-in page. A link (GET) rather than a form:
 * our Referrer-Policy makes browsers send `Origin: null` on form posts, which Remix refuses as a forgery.
 */
async function retrySignIn(context: AppLoadContext, request: Request, shop: PublishedShop, providerId: string) {
  try {
    const started = await startProviderSignIn(context, request, { shopHandle: shop.handle, providerId });
    return redirect(started.url.href, { headers: { 'Set-Cookie': started.cookie } });
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw notFound();
    if (error instanceof DomainError) {
      return data(problemOf(context, request, shop, error.code, error.message, providerId), { status: error.status });
    }
    throw error;
  }
}

/** The address of "Try again" for a provider. */
export function retryHref(callbackPath: string, providerId: string): string {
  return `${callbackPath}?${new URLSearchParams({ retry: providerId })}`;
}
