import { Link, NavLink } from '@remix-run/react';
import type { NotificationBadge } from '../../schemas/enums';
import type { Menu, MenuChild } from '../../schemas/menu';
import { pagePath } from '~/lib/shop-paths';
import { styled } from '~/ui/stitches.config';

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  backdropFilter: 'blur(8px)',
});
const Inner = styled('div', {
  maxWidth: 1280,
  margin: '0 auto',
  padding: '0.75rem 1rem',
  display: 'flex',
  alignItems: 'center',
  gap: '1.5rem',
  flexWrap: 'wrap',
});
const Brand = styled(Link, {
  fontFamily: '$display',
  fontSize: '1.25rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: '$primaryText',
  '& span': { color: '$primary' },
});
const Nav = styled('nav', { flex: 1, overflowX: 'auto' });
const Items = styled('ul', { display: 'flex', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0, alignItems: 'center' });
const itemStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.5rem 0.75rem',
  borderRadius: '$input',
  color: '$secondaryText',
  fontFamily: '$button',
  fontWeight: 600,
  fontSize: '0.9rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { color: '$primaryText', background: '$bgAccent' },
  '&[aria-current="page"]': { color: '$primary', boxShadow: 'inset 0 -2px 0 $colors$primary' },
} as const;
const ItemLink = styled(NavLink, itemStyle);
const ExternalLink = styled('a', itemStyle);
const Group = styled('details', {
  position: 'relative',
  '& > summary': { ...itemStyle, listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > ul': {
    position: 'absolute',
    top: '100%',
    left: 0,
    minWidth: 200,
    margin: '0.25rem 0 0',
    padding: '0.375rem',
    listStyle: 'none',
    background: '$paper',
    border: '1px solid $border',
    borderRadius: '$card',
    boxShadow: '0 12px 32px rgba(0,0,0,0.45)',
    zIndex: '$overlay',
  },
  '& > ul a': { display: 'flex', width: '100%' },
});
const Dot = styled('span', {
  variants: {
    badge: {
      RED_CIRCLE: { width: 8, height: 8, borderRadius: '$pill', background: '$danger' },
      HORIZONTAL_BAR: { position: 'absolute', left: '0.75rem', right: '0.75rem', bottom: 2, height: 3, borderRadius: 2, background: '$danger' },
    },
  },
});
const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

function Badge({ badge }: { badge: NotificationBadge }) {
  if (badge === 'NONE') return null;
  return (
    <>
      <Dot badge={badge} aria-hidden="true" />
      <VisuallyHidden>(new)</VisuallyHidden>
    </>
  );
}

function MenuLink({ item, basePath }: { item: MenuChild; basePath: string }) {
  if (item.target === 'EXTERNAL_URL') {
    return (
      <ExternalLink href={item.url} target="_blank" rel="noopener noreferrer">
        {item.label}
        <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        <span aria-hidden="true">↗</span>
        <Badge badge={item.badge} />
      </ExternalLink>
    );
  }
  return (
    <ItemLink to={pagePath(basePath, item.target)} end prefetch="intent">
      {item.label}
      <Badge badge={item.badge} />
    </ItemLink>
  );
}

export function ShopHeader({ name, menu, basePath }: { name: string; menu: Menu; basePath: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Bar>
      <Inner>
        <Brand to={basePath || '/'} aria-label={`${name} home`}>
          {first} <span>{rest.join(' ')}</span>
        </Brand>
        <Nav aria-label="Shop">
          <Items>
            {menu.map((item) => (
              <li key={item.id}>
                {item.target === 'NESTED' ? (
                  <Group>
                    <summary>
                      {item.label} <span aria-hidden="true">▾</span>
                      <Badge badge={item.badge} />
                    </summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuLink item={child} basePath={basePath} />
                        </li>
                      ))}
                    </ul>
                  </Group>
                ) : (
                  <MenuLink item={item} basePath={basePath} />
                )}
              </li>
            ))}
          </Items>
        </Nav>
      </Inner>
    </Bar>
  );
}
