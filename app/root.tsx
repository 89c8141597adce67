// The page's own rules first, so every component's rules come after them in the style sheet.
import '~/ui/global-styles.css';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { defaultTheme } from '../schemas/theme-values';
import { deferredChunk, useChunkOnDemand, whenIdle } from '~/lib/deferred-chunk';
import type { BrowserEnv } from '~/lib/error-reporter.client';
import { reportBrowserError } from '~/lib/report-browser-error';
import { useNonce } from '~/lib/nonce';
import { themeToCssVariables } from '~/lib/theme-variables';
import { ShopNotFound } from '~/shop/shop-not-found';
import { toastStore } from '~/ui/use-toast';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * The few settings the browser needs; nothing secret goes here. Also the default look's CSS variables, built on
 * the server so the browser needs no theme code for them.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const env: BrowserEnv = { SENTRY_DSN: context.env.SENTRY_DSN, MODE: context.env.NODE_ENV };
  return { env, themeStyle: themeToCssVariables(defaultTheme) };
}

/** JSON safe inside a <script>: no `</script>` or `<!--` can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // The studio's preview route marks its document, so the canvas receiver starts there and nowhere else.
  const studioPreview = useMatches().some(
    (match) => (match.handle as { studioPreview?: boolean } | undefined)?.studioPreview,
  );
  return (
    <html lang="en" style={data?.themeStyle} data-studio-preview={studioPreview ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.ENV = ${scriptJson(data?.env ?? {})};` }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const toaster = deferredChunk(() => import('~/ui/toaster'));

/**
 * The toasts' viewport, kept out of first-load JS: its code loads when the browser is idle, or at once with the
 * first toast (which waits in the store meanwhile). Nothing of it is visible until a toast arrives.
 */
function DeferredToaster() {
  const { module, request } = useChunkOnDemand(toaster);
  useEffect(() => {
    if (module) return;
    const cancel = whenIdle(request);
    const unsubscribe = toastStore.subscribe(request);
    return () => {
      cancel();
      unsubscribe();
    };
  }, [module, request]);
  return module ? <module.Toaster /> : null;
}

export default function App() {
  // The kit gallery mounts its own toaster to demonstrate every position.
  const inKit = useMatches().some((match) => match.id === 'routes/kit');
  return (
    <>
      <Outlet />
      {inKit ? null : <DeferredToaster />}
    </>
  );
}

/** An address deeper than `/{handle}` names a page, not a shop: "Shop not found" would be wrong there. */
const namesAPage = (pathname: string) => pathname.split('/').filter(Boolean).length > 1;

// Only addresses no route matches (or a failing root) reach here; a shop's pages have their own boundary.
export const meta: MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = !notFound
    ? 'Something went wrong'
    : namesAPage(location.pathname)
      ? 'Page not found'
      : 'Shop not found';
  return [{ title }, { name: 'robots', content: 'noindex' }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    reportBrowserError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return namesAPage(pathname) ? (
      <ShopNotFound
        title="Page not found"
        message="There is no page at this address. Check the link, or pick a shop from the list."
      />
    ) : (
      <ShopNotFound />
    );
  }
  return (
    <ShopNotFound title="Something went wrong" message="We could not load this page. Please try again in a moment." />
  );
}
