import type { LinksFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';
import { defaultTheme } from '../schemas/theme';
import { useNonce } from '~/lib/nonce';
import { themeToCssVariables } from '~/lib/theme-variables';
import { ShopNotFound } from '~/shop/shop-not-found';
import { globalStyles } from '~/ui/global-styles';
import { STYLE_PLACEHOLDER } from '~/ui/stitches.config';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  globalStyles();
  return (
    <html lang="en" style={themeToCssVariables(defaultTheme)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style id="gf-styles" nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE_PLACEHOLDER }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ShopNotFound />;
  }
  return (
    <ShopNotFound
      title="Something went wrong"
      message="We could not load this page. Please try again in a moment."
    />
  );
}
