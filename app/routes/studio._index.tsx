import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { CSSProperties } from 'react';
import { listStudioShops } from '~/server/studio/studio-shops.server';
import { requireStudioPublisher } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { StudioChrome, studioPath, studioFontLinks } from '~/studio/studio-chrome';
import * as styles from '~/studio/studio-pages.css';
import { formatStudioTime } from '~/studio/studio-time';
import { Button } from '~/ui/button';
import { styled } from '~/ui/styled';

// The studio's front page: the publisher's shops, each with its role, live version and a way into the editor.

export const links = studioFontLinks;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const publisher = await requireStudioPublisher(request, context);
  const [chrome, shops] = await Promise.all([
    loadStudioChrome(context, publisher),
    listStudioShops(context.db, publisher.id),
  ]);
  return data({ chrome, shops }, { headers: { 'Cache-Control': 'no-store' } });
}

export const meta: MetaFunction = () => [
  { title: 'Your shops | Gamefront Studio' },
  { name: 'robots', content: 'noindex' },
];

const Header = styled('div', styles.pageHeader);
const Heading = styled('h1', styles.heading);
const Lead = styled('p', styles.lead);
const Grid = styled('ul', styles.shopGrid);
const Card = styled('li', styles.shopCard);
const Swatch = styled('div', styles.swatch);
const Badge = styled('span', styles.badge);
const Panel = styled('section', styles.panel);

export default function StudioShops() {
  const { chrome, shops } = useLoaderData<typeof loader>();
  return (
    <StudioChrome {...chrome} current={null} section="shops">
      <Header>
        <div>
          <Heading>Your shops</Heading>
          <Lead>Pick a shop to restyle it live, look back through its versions, or manage who works on it.</Lead>
        </div>
      </Header>
      {shops.length === 0 ? (
        <Panel aria-labelledby="no-shops">
          <h2 id="no-shops">No shops yet</h2>
          <Lead style={{ padding: '1rem' }}>
            Nobody has added you to a shop. Ask a shop’s owner to invite this address from its Members page.
          </Lead>
        </Panel>
      ) : (
        <Grid aria-label="Your shops">
          {shops.map((shop) => (
            <Card key={shop.handle} aria-labelledby={`shop-${shop.handle}`}>
              {shop.colours ? (
                <Swatch
                  aria-hidden="true"
                  style={{ '--swatch-a': shop.colours[0], '--swatch-b': shop.colours[1] } as CSSProperties}
                />
              ) : null}
              <h2 id={`shop-${shop.handle}`}>
                {shop.name}
                {shop.hasDraft ? <Badge tone="draft">Unpublished changes</Badge> : null}
              </h2>
              <dl>
                <dt>Address</dt>
                <dd>/{shop.handle}</dd>
                <dt>Your role</dt>
                <dd>{shop.role}</dd>
                <dt>Live</dt>
                <dd>
                  {shop.version && shop.publishedAt
                    ? `Version ${shop.version}, ${formatStudioTime(shop.publishedAt)}`
                    : 'Not published yet'}
                </dd>
              </dl>
              <Button asChild size="small">
                <Link to={studioPath(shop.handle, 'editor')} aria-label={`Open editor: ${shop.name}`}>
                  Open editor
                </Link>
              </Button>
              <Link to={studioPath(shop.handle, 'history')}>History</Link>
            </Card>
          ))}
        </Grid>
      )}
    </StudioChrome>
  );
}
