import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse, Link, useMatches, useRouteError } from '@remix-run/react';
import { useEffect } from 'react';
import { pagePath } from '~/lib/shop-paths';
import { reportBrowserError } from '~/lib/report-browser-error';
import type { ShopErrorPayload, StorefrontData } from '~/shop/load-storefront.server';
import { ShopNotFound } from '~/shop/shop-not-found';
import { Storefront } from '~/shop/storefront';
import type { ShopViewer } from '~/shop/viewer-context';
import { storefrontMeta } from '~/shop/storefront-meta';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';
import * as styles from './shop-error-boundary.css';

// A 404 or an error on a shop's page, answered inside that shop's chrome and theme whenever the shop is known.

const Problem = styled('section', styles.problem);
const Code = styled('div', styles.code);

function hasStorefront(value: unknown): value is ShopErrorPayload {
  return typeof value === 'object' && value !== null && 'storefront' in value && typeof value.storefront === 'object';
}

/**
 * The shop the failing page belongs to and who is signed in to it: from a 404 that carries its chrome, or from the
 * page's own loader data.
 */
function shopOfError(
  error: unknown,
  matches: ReadonlyArray<{ data: unknown }>,
): { storefront: StorefrontData; viewer: ShopViewer | null } | null {
  const payload =
    isRouteErrorResponse(error) && hasStorefront(error.data)
      ? error.data
      : ([...matches].reverse().find((match) => hasStorefront(match.data))?.data as ShopErrorPayload | undefined);
  return payload ? { storefront: payload.storefront, viewer: payload.viewer ?? null } : null;
}

const copy = (notFound: boolean, shopName: string) =>
  notFound
    ? {
        title: 'Page not found',
        message: `${shopName} has no page at this address. It may have moved, or the link has a typo.`,
      }
    : { title: 'Something went wrong', message: 'We could not show this page. Please try again in a moment.' };

/** A shop page's error boundary: the problem inside the shop's header, theme and footer when the shop is known. */
export function ShopErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  useEffect(() => {
    reportBrowserError(error);
  }, [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const shop = shopOfError(error, matches);
  if (!shop) {
    return notFound ? (
      <ShopNotFound />
    ) : (
      <ShopNotFound title="Something went wrong" message="We could not load this page. Please try again in a moment." />
    );
  }
  const { storefront, viewer } = shop;
  const { title, message } = copy(notFound, storefront.shop.name);
  return (
    <Storefront data={storefront} viewer={viewer}>
      <Problem aria-labelledby="shop-problem-title">
        <Code aria-hidden="true">{notFound ? '404' : '!'}</Code>
        <h1 id="shop-problem-title">{title}</h1>
        <p>{message}</p>
        <Button asChild size="large">
          <Link to={pagePath(storefront.basePath, 'HOME')}>Back to {storefront.shop.name}</Link>
        </Button>
      </Problem>
    </Storefront>
  );
}

/** The head of a failed shop page: the shop's own head (icons, fonts, colours) titled with the problem, never indexed. */
export function shopErrorMeta(error: unknown): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const storefront = isRouteErrorResponse(error) && hasStorefront(error.data) ? error.data.storefront : null;
  if (!storefront)
    return [{ title: notFound ? 'Shop not found' : 'Something went wrong' }, { name: 'robots', content: 'noindex' }];
  const title = `${copy(notFound, storefront.shop.name).title} | ${storefront.shop.name}`;
  return [
    ...storefrontMeta(storefront).map((entry) => ('title' in entry ? { title } : entry)),
    { name: 'robots', content: 'noindex' },
  ];
}
