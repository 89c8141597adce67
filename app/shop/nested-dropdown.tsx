import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { MenuChild, MenuItem } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import {
  Badge,
  GroupTrigger,
  GroupTriggerLabel,
  groupIsCurrent,
  linkTarget,
  NewTabHint,
  type MenuActivation,
} from '~/shop/menu-parts';
import { useShopPortal } from '~/shop/shop-portal';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '~/ui/dropdown-menu';
import { styled } from '~/ui/styled';
import * as styles from './nested-dropdown.css';

// Loaded on demand (see NestedMenu in shop-header.tsx): Radix's menu and its positioning stay out of first-load JS.

const GroupLink = styled(DropdownMenuItem, styles.groupLink);

function GroupItem({
  item,
  basePath,
  currentTarget,
}: {
  item: MenuChild;
  basePath: string;
  currentTarget: PageTarget | null;
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
export function NestedDropdown({
  item,
  basePath,
  currentTarget,
  activation,
}: {
  item: Extract<MenuItem, { target: 'NESTED' }>;
  basePath: string;
  currentTarget: PageTarget | null;
  /** Set when the player opened the placeholder before this code arrived. */
  activation?: MenuActivation;
}) {
  const [open, setOpen] = useState(activation?.kind === 'pointer');
  const portal = useShopPortal();
  const trigger = useRef<HTMLButtonElement>(null);
  const replayed = useRef(false);
  useEffect(() => {
    if (activation?.kind !== 'key' || replayed.current) return;
    replayed.current = true;
    // Radix opens a keyboard-opened menu on its first item; it learns "keyboard" from a keydown it sees itself.
    trigger.current?.focus();
    trigger.current?.dispatchEvent(
      new KeyboardEvent('keydown', { key: activation.key, bubbles: true, cancelable: true }),
    );
  }, [activation]);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <GroupTrigger ref={trigger} type="button" data-current={groupIsCurrent(item, currentTarget) ? '' : undefined}>
          <GroupTriggerLabel item={item} />
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
