import { Link } from '@remix-run/react';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Menu, MenuChild, MenuItem } from '../../schemas/menu';
import { deferredChunk, useChunkOnDemand } from '~/lib/deferred-chunk';
import type { PageTarget } from '~/lib/shop-paths';
import { pagePath } from '~/lib/shop-paths';
import {
  Badge,
  GroupTrigger,
  GroupTriggerLabel,
  groupIsCurrent,
  linkTarget,
  menuItemStyle,
  NewTabHint,
  type MenuActivation,
} from '~/shop/menu-parts';
import { AccountButton } from '~/shop/account-button';
import { CartButton } from '~/shop/cart/cart-button';
import { MobileMenu } from '~/shop/mobile-menu';
import { styled } from '~/ui/stitches.config';

const Bar = styled('header', {
  position: 'sticky',
  top: 0,
  zIndex: '$header',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  boxShadow:
    '0 1px 0 color-mix(in srgb, $colors$highlight 3%, transparent), 0 8px 24px -16px color-mix(in srgb, $colors$shadow 80%, transparent)',
  backdropFilter: 'blur(8px)',
});
const Inner = styled('div', {
  maxWidth: 1280,
  margin: '0 auto',
  padding: '0.5rem 1rem',
  minHeight: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  // Tighter below md, where the brand shares a 380 px row with three buttons.
  gap: '0.5rem',
  '@md': { gap: '1rem' },
  '@lg': { gap: '1.5rem' },
});
// Below md the name may take two lines (never cut to "EMBER…"); from md it sits on one line beside the menu.
const Brand = styled(Link, {
  minWidth: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  // A word is broken only when it cannot fit a line on its own.
  overflowWrap: 'break-word',
  lineHeight: 1.2,
  fontFamily: '$display',
  fontSize: '1rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: '$primaryText',
  '& span': { color: '$primary' },
  '@md': { display: 'block', whiteSpace: 'nowrap', fontSize: '1.25rem', flexShrink: 0 },
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
const ItemLink = styled(Link, menuItemStyle);
const ExternalLink = styled('a', menuItemStyle);
const Spacer = styled('div', { flex: 1, '@md': { display: 'none' } });

function DesktopLink({
  item,
  basePath,
  currentTarget,
}: {
  item: MenuChild;
  basePath: string;
  currentTarget: PageTarget | null;
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

const nestedDropdown = deferredChunk(() => import('~/shop/nested-dropdown'));
const opensMenu = ['Enter', ' ', 'ArrowDown'];

/**
 * A NESTED item as a dropdown. The server renders its button alone (a closed menu has nothing else); the menu's
 * code arrives when the browser is idle or the player points at or focuses the button, and takes over on first
 * use, opening the way the player asked.
 */
function NestedMenu({
  item,
  basePath,
  currentTarget,
}: {
  item: Extract<MenuItem, { target: 'NESTED' }>;
  basePath: string;
  currentTarget: PageTarget | null;
}) {
  const { module, request, warm } = useChunkOnDemand(nestedDropdown);
  const [activation, setActivation] = useState<MenuActivation>();
  if (module) {
    return (
      <module.NestedDropdown item={item} basePath={basePath} currentTarget={currentTarget} activation={activation} />
    );
  }
  const activate = (how: MenuActivation) => {
    setActivation(how);
    request();
  };
  return (
    // The attributes of Radix's closed trigger, so the markup does not change when the real one takes over.
    <GroupTrigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-current={groupIsCurrent(item, currentTarget) ? '' : undefined}
      onPointerEnter={warm}
      onFocus={warm}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        activate({ kind: 'pointer' });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!opensMenu.includes(event.key)) return;
        event.preventDefault();
        activate({ kind: 'key', key: event.key });
      }}
    >
      <GroupTriggerLabel item={item} />
    </GroupTrigger>
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
  currentTarget?: PageTarget | null;
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
                  <NestedMenu item={item} basePath={basePath} currentTarget={currentTarget} />
                ) : (
                  <DesktopLink item={item} basePath={basePath} currentTarget={currentTarget} />
                )}
              </li>
            ))}
          </Items>
        </Nav>
        <Spacer />
        <CartButton />
        <AccountButton />
        <MobileMenu shopName={name} menu={menu} basePath={basePath} currentTarget={currentTarget} />
      </Inner>
    </Bar>
  );
}
