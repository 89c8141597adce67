import { Link } from '@remix-run/react';
import { styled } from '~/ui/stitches.config';

const Page = styled('main', { maxWidth: 960, margin: '0 auto', padding: '4rem 1rem' });
const Title = styled('h1', {
  fontFamily: '$display',
  fontSize: '2.5rem',
  margin: '0 0 0.5rem',
  '& span': { color: '$primary' },
});
const Lead = styled('p', { color: '$secondaryText', margin: '0 0 2rem' });
const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
});
const Tile = styled(Link, {
  display: 'block',
  height: '100%',
  padding: '1.25rem',
  borderRadius: '$card',
  background: '$paper',
  border: '1px solid $border',
  textDecoration: 'none',
  transition: 'border-color 150ms ease',
  '&:hover': { borderColor: '$primary' },
  '& h2': { margin: '0 0 0.25rem', fontSize: '1.2rem' },
  '& p': { margin: 0, color: '$secondaryText', fontSize: '0.9rem' },
});
const Swatch = styled('span', { display: 'block', width: 40, height: 6, borderRadius: 3, marginBottom: '0.75rem' });

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
