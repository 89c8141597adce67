import { Link } from '@remix-run/react';
import { styled } from '~/ui/styled';
import * as styles from './shop-directory.css';

const Page = styled('main', styles.page);
const Title = styled('h1', styles.title);
const Lead = styled('p', styles.lead);
const List = styled('ul', styles.list);
const Tile = styled(Link, styles.tile);
const Swatch = styled('span', styles.swatch);

export function ShopDirectory({
  shops,
}: {
  shops: Array<{ handle: string; name: string; description: string; primaryColor: string }>;
}) {
  return (
    <Page>
      <Title>
        Game<span>front</span>
      </Title>
      <Lead>The shops on this server. Each one has its own look, menu and offers.</Lead>
      {shops.length === 0 ? (
        <Lead role="status">No shop is published yet. Run `npm run db:seed` to load the demo shops.</Lead>
      ) : (
        <List>
          {shops.map((shop) => (
            <li key={shop.handle}>
              <Tile to={`/${shop.handle}`}>
                <Swatch style={{ background: shop.primaryColor }} aria-hidden="true" />
                <h2>{shop.name}</h2>
                <p>{shop.description}</p>
              </Tile>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
