import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { Menu, MenuChild } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { useShopPortal } from '~/shop/shop-portal';
import { Badge, groupIsCurrent, linkTarget, MenuButton, MenuButtonLabel, NewTabHint } from '~/shop/menu-parts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/ui/accordion';
import { Dialog, DialogContent, DialogTrigger } from '~/ui/dialog';
import { styled } from '~/ui/stitches.config';

// Loaded on demand (see MobileMenu in mobile-menu.tsx): Radix's dialog and accordion stay out of first-load JS.

const List = styled('ul', { display: 'grid', gap: '$1', listStyle: 'none', margin: 0, padding: 0 });
const row = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '3rem',
  padding: '0 $4',
  borderRadius: '$input',
  color: '$primaryText',
  fontFamily: '$button',
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  '&:hover': { background: '$bgAccent' },
  '&:focus-visible': { outline: '2px solid $primary', outlineOffset: '-2px' },
  '&[aria-current="page"]': { color: '$primary', background: '$bgAccent', boxShadow: 'inset 3px 0 0 $colors$primary' },
  '& [data-badge="HORIZONTAL_BAR"]': { left: '$4', right: 'auto', width: '2rem', bottom: 6 },
} as const;
const RowLink = styled(Link, row);
const RowExternal = styled('a', row);
const Group = styled(Accordion, { background: 'transparent', border: 'none', borderRadius: '$input' });
const GroupTrigger = styled(AccordionTrigger, {
  position: 'relative',
  minHeight: '3rem',
  borderRadius: '$input',
  fontFamily: '$button',
  fontSize: '1rem',
  // Doubled class: beats the kit trigger's own padding whatever the sheet order.
  '&&': { padding: '0 $4' },
  '& > span:first-child': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
  '&[data-current]': { color: '$primary' },
});
const Children = styled('ul', {
  display: 'grid',
  gap: '$1',
  listStyle: 'none',
  margin: '0 0 0 $4',
  padding: '0 0 0 $2',
  borderLeft: '2px solid $border',
});

function DrawerLink({
  item,
  basePath,
  currentTarget,
  onNavigate,
}: {
  item: MenuChild;
  basePath: string;
  currentTarget: PageTarget | null;
  onNavigate: () => void;
}) {
  const target = linkTarget(item, basePath, currentTarget);
  if (target.kind === 'external') {
    return (
      <RowExternal href={target.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <NewTabHint />
        <Badge badge={item.badge} />
      </RowExternal>
    );
  }
  return (
    <RowLink to={target.to} prefetch="intent" aria-current={target.current ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
      <Badge badge={item.badge} />
    </RowLink>
  );
}

/** Below md: a menu button that opens every menu item in the kit's bottom drawer; NESTED items expand in place. */
export function MobileMenuDrawer({
  shopName,
  menu,
  basePath,
  currentTarget,
  defaultOpen = false,
}: {
  shopName: string;
  menu: Menu;
  basePath: string;
  currentTarget: PageTarget | null;
  /** True when the player pressed the placeholder button before this code arrived. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const portal = useShopPortal();
  const close = () => setOpen(false);
  const openGroup = menu.find((item) => item.target === 'NESTED' && groupIsCurrent(item, currentTarget))?.id;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MenuButton type="button">
          <MenuButtonLabel menu={menu} />
        </MenuButton>
      </DialogTrigger>
      <DialogContent title={shopName} mobileLayout="drawer" closeLabel="Close menu" container={portal}>
        <nav aria-label="Shop">
          <List>
            {menu.map((item) => (
              <li key={item.id}>
                {item.target === 'NESTED' ? (
                  <Group type="single" collapsible defaultValue={openGroup}>
                    <AccordionItem value={item.id}>
                      <GroupTrigger data-current={groupIsCurrent(item, currentTarget) ? '' : undefined}>
                        <span>
                          {item.label}
                          <Badge badge={item.badge} />
                        </span>
                      </GroupTrigger>
                      <AccordionContent>
                        <Children>
                          {item.children.map((child) => (
                            <li key={child.id}>
                              <DrawerLink
                                item={child}
                                basePath={basePath}
                                currentTarget={currentTarget}
                                onNavigate={close}
                              />
                            </li>
                          ))}
                        </Children>
                      </AccordionContent>
                    </AccordionItem>
                  </Group>
                ) : (
                  <DrawerLink item={item} basePath={basePath} currentTarget={currentTarget} onNavigate={close} />
                )}
              </li>
            ))}
          </List>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
