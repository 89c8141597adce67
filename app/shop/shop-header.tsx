import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { Menu, MenuChild, MenuItem } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { pagePath } from '~/lib/shop-paths';
import { Badge, groupIsCurrent, linkTarget, NewTabHint } from '~/shop/menu-parts';
import { MobileMenu } from '~/shop/mobile-menu';
import { useShopPortal } from '~/shop/shop-portal';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/ui/dropdown-menu';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  boxShadow: '0 1px 0 rgba(255, 255, 255, 0.03), 0 8px 24px -16px rgba(0, 0, 0, 0.8)',
  backdropFilter: 'blur(8px)',
});
const Inner = styled('div', {
  maxWidth: 1280,
  margin: '0 auto',
  padding: '0.5rem 1rem',
  minHeight: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  '@lg': { gap: '1.5rem' },
});
const Brand = styled(Link, {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: '$display',
  fontSize: '1.15rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: '$primaryText',
  '& span': { color: '$primary' },
  '@md': { fontSize: '1.25rem', flexShrink: 0 },
});
// The desktop menu; below md the menu button and its drawer take over.
const Nav = styled('nav', {
  display: 'none',
  '@md': { display: 'block', flex: 1, minWidth: 0, overflowX: 'auto', padding: '2px' },
});
const Items = styled('ul', {
  display: 'flex',
  gap: '0.125rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  alignItems: 'center',
});
export const menuItemStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.5rem 0.6rem',
  border: 'none',
  borderRadius: '$input',
  background: 'transparent',
  color: '$secondaryText',
  fontFamily: '$button',
  fontWeight: 600,
  fontSize: '0.9rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'color $fast, background-color $fast',
  '@lg': { padding: '0.5rem 0.8rem' },
  '&:hover, &[data-state="open"]': { color: '$primaryText', background: '$bgAccent' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
  '&[aria-current="page"], &[data-current]': { color: '$primary', boxShadow: 'inset 0 -2px 0 $colors$primary' },
} as const;
const ItemLink = styled(Link, menuItemStyle);
const ExternalLink = styled('a', menuItemStyle);
const GroupTrigger = styled('button', menuItemStyle, {
  '& [data-icon]': { transition: 'transform $fast' },
  '&[data-state="open"] [data-icon]': { transform: 'rotate(180deg)' },
});
const GroupLink = styled(DropdownMenuItem, {
  position: 'relative',
  color: '$secondaryText',
  textDecoration: 'none',
  '&[aria-current="page"]': { color: '$primary', fontWeight: 700 },
});
const Spacer = styled('div', { flex: 1, '@md': { display: 'none' } });

function DesktopLink({
  item,
  basePath,
  currentTarget,
}: {
  item: MenuChild;
  basePath: string;
  currentTarget: PageTarget;
}) {
  const target = linkTarget(item, basePath, currentTarget);
  if (target.kind === 'external') {
    return (
      <ExternalLink href={target.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <NewTabHint />
        <Badge badge={item.badge} />
      </ExternalLink>
    );
  }
  return (
    <ItemLink to={target.to} prefetch="intent" aria-current={target.current ? 'page' : undefined}>
      {item.label}
      <Badge badge={item.badge} />
    </ItemLink>
  );
}

function GroupItem({
  item,
  basePath,
  currentTarget,
}: {
  item: MenuChild;
  basePath: string;
  currentTarget: PageTarget;
}) {
  const target = linkTarget(item, basePath, currentTarget);
  return (
    <GroupLink asChild>
      {target.kind === 'external' ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {item.label}
          <NewTabHint />
          <Badge badge={item.badge} />
        </a>
      ) : (
        <Link to={target.to} prefetch="intent" aria-current={target.current ? 'page' : undefined}>
          {item.label}
          <Badge badge={item.badge} />
        </Link>
      )}
    </GroupLink>
  );
}

/** Controlled so it re-renders when opened, by which time the shop root (its portal target) is mounted. */
function NestedDropdown({
  item,
  basePath,
  currentTarget,
}: {
  item: Extract<MenuItem, { target: 'NESTED' }>;
  basePath: string;
  currentTarget: PageTarget;
}) {
  const [open, setOpen] = useState(false);
  const portal = useShopPortal();
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <GroupTrigger type="button" data-current={groupIsCurrent(item, currentTarget) ? '' : undefined}>
          {item.label}
          <Badge badge={item.badge} />
          <Icon name="chevron-down" size={16} />
        </GroupTrigger>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={item.label} container={portal}>
        {item.children.map((child) => (
          <GroupItem key={child.id} item={child} basePath={basePath} currentTarget={currentTarget} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ShopHeader({
  name,
  menu,
  basePath,
  currentTarget = 'HOME',
}: {
  name: string;
  menu: Menu;
  basePath: string;
  currentTarget?: PageTarget;
}) {
  const [first, ...rest] = name.split(' ');
  return (
    <Bar>
      <Inner>
        <Brand to={pagePath(basePath, 'HOME')} aria-label={`${name} home`}>
          {first} <span>{rest.join(' ')}</span>
        </Brand>
        <Nav aria-label="Shop">
          <Items>
            {menu.map((item) => (
              <li key={item.id}>
                {item.target === 'NESTED' ? (
                  <NestedDropdown item={item} basePath={basePath} currentTarget={currentTarget} />
                ) : (
                  <DesktopLink item={item} basePath={basePath} currentTarget={currentTarget} />
                )}
              </li>
            ))}
          </Items>
        </Nav>
        <Spacer />
        <MobileMenu shopName={name} menu={menu} basePath={basePath} currentTarget={currentTarget} />
      </Inner>
    </Bar>
  );
}
