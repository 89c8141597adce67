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
  NewTabHint,
  type MenuActivation,
} from '~/shop/menu-parts';
import { AccountButton } from '~/shop/account-button';
import { CartButton } from '~/shop/cart/cart-button';
import { MobileMenu } from '~/shop/mobile-menu';
import { styled } from '~/ui/styled';
import { menuItemStyle } from '~/shop/menu-parts.css';
import * as styles from './shop-header.css';

const Bar = styled('header', styles.bar);
const Inner = styled('div', styles.inner);
// Below md the name may take two lines (never cut to "EMBER…"); from md it sits on one line beside the menu.
const Brand = styled(Link, styles.brand);
// The desktop menu; below md the menu button and its drawer take over.
const Nav = styled('nav', styles.nav);
const Items = styled('ul', styles.items);
const ItemLink = styled(Link, menuItemStyle, styles.itemLink);
const ExternalLink = styled('a', menuItemStyle, styles.externalLink);
const Spacer = styled('div', styles.spacer);

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
