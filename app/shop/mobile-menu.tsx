import { useState } from 'react';
import type { Menu } from '../../schemas/menu';
import { deferredChunk, useChunkOnDemand } from '~/lib/deferred-chunk';
import type { PageTarget } from '~/lib/shop-paths';
import { MenuButton, MenuButtonLabel } from '~/shop/menu-parts';

const drawer = deferredChunk(() => import('~/shop/mobile-menu-drawer'));

/**
 * Below md: the menu button. The server renders the button alone (a closed drawer has nothing else); the
 * drawer's code arrives when the browser is idle or the player points at or focuses the button, and takes
 * over on first press, opening at once.
 */
export function MobileMenu(props: {
  shopName: string;
  menu: Menu;
  basePath: string;
  currentTarget: PageTarget | null;
}) {
  const { module, request, warm } = useChunkOnDemand(drawer);
  const [pressed, setPressed] = useState(false);
  if (module) return <module.MobileMenuDrawer {...props} defaultOpen={pressed} />;
  return (
    // The attributes of Radix's closed dialog trigger, so the markup does not change when the real one takes over.
    <MenuButton
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => {
        setPressed(true);
        request();
      }}
    >
      <MenuButtonLabel menu={props.menu} />
    </MenuButton>
  );
}
