import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { Menu, MenuChild } from '../../schemas/menu';
import type { PageTarget } from '~/lib/shop-paths';
import { useShopPortal } from '~/shop/shop-portal';
import { Badge, groupIsCurrent, linkTarget, MenuButton, MenuButtonLabel, NewTabHint } from '~/shop/menu-parts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/ui/accordion';
import { Dialog, DialogContent, DialogTrigger } from '~/ui/dialog';
import { styled } from '~/ui/styled';
import * as styles from './mobile-menu-drawer.css';

// Loaded on demand (see MobileMenu in mobile-menu.tsx): Radix's dialog and accordion stay out of first-load JS.

const List = styled('ul', styles.list);
const RowLink = styled(Link, styles.row, styles.rowLink);
const RowExternal = styled('a', styles.row, styles.rowExternal);
const Group = styled(Accordion, styles.group);
const GroupTrigger = styled(AccordionTrigger, styles.groupTrigger);
const Children = styled('ul', styles.children);

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
