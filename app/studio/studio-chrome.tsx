import type { LinksFunction } from '@remix-run/node';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { StudioRole } from '../../schemas/studio';
import { defaultTheme } from '../../schemas/theme-values';
import { fontsUsedBy } from '~/lib/theme-variables';
import { Button } from '~/ui/button';
import { fontLinks } from '~/ui/fonts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/ui/dropdown-menu';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './studio-chrome.css';

// The frame of every studio page (shop list, editor, history, members, audit): the Gamefront Studio mark, the shop
// switcher, the shop's sections and the publisher's email with Sign out. Data from app/server/studio/studio-chrome.server.ts.

/**
 * The studio's own faces (the default theme's body and display fonts): every studio page links them, so the studio
 * reads the same on every machine instead of falling back to whatever system font the browser has.
 */
export const studioFontLinks: LinksFunction = () =>
  // fontLinks() describes them for `meta` (with a tagName); `links` takes the bare link attributes.
  fontLinks(fontsUsedBy(defaultTheme), {}, defaultTheme.fonts.displayFontFamily).map(
    ({ tagName: _tagName, ...link }) => link,
  );

export interface StudioShopLink {
  handle: string;
  name: string;
  role: StudioRole;
}

export type StudioSection = 'shops' | 'editor' | 'history' | 'members' | 'audit' | 'launcher';

export interface StudioChromeData {
  publisherEmail: string;
  shops: StudioShopLink[];
}

export interface StudioChromeProps extends StudioChromeData {
  /** The shop being worked on; null on the shop list. */
  current: StudioShopLink | null;
  section: StudioSection;
  /** `full`: the editor's canvas takes the whole width. */
  width?: 'page' | 'full';
  children: ReactNode;
}

const Page = styled('div', styles.page);
const SkipLink = styled('a', styles.skipLink);
const Bar = styled('header', styles.bar);
const Mark = styled(Link, styles.mark);
const Switcher = styled('button', styles.switcher);
const MenuLink = styled(Link, styles.menuLink);
const Nav = styled('nav', styles.nav);
const Account = styled('div', styles.account);
const Email = styled('span', styles.email);
const Main = styled('main', styles.main);

/** Where each section of a shop lives. */
export function studioPath(handle: string, section: Exclude<StudioSection, 'shops'>): string {
  return section === 'editor' ? `/studio/${handle}` : `/studio/${handle}/${section}`;
}

function StudioMarkIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3 6.8 3.8L12 11.9 5.2 8.1 12 4.3ZM5 9.8l6 3.4v6.6l-6-3.3V9.8Zm8 10V13.2l6-3.4v6.7l-6 3.3Z"
      />
    </svg>
  );
}

function ShopSwitcher({ shops, current, section }: Pick<StudioChromeProps, 'shops' | 'current' | 'section'>) {
  // Switching keeps the section when the other shop has it for this role (members are for owners).
  const target = (shop: StudioShopLink) =>
    section === 'shops' || (section === 'members' && shop.role !== 'owner')
      ? studioPath(shop.handle, 'editor')
      : studioPath(shop.handle, section);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Switcher type="button" aria-label={current ? `Shop: ${current.name}. Switch shop` : 'Choose a shop'}>
          <span>{current ? current.name : 'Choose a shop'}</span>
          {current ? <small>{current.role}</small> : null}
          <Icon name="chevron-down" size={16} />
        </Switcher>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Your shops</DropdownMenuLabel>
        {shops.map((shop) => (
          <DropdownMenuItem key={shop.handle} asChild>
            <MenuLink to={target(shop)} aria-current={current?.handle === shop.handle ? 'true' : undefined}>
              <span>{shop.name}</span>
              <small>{shop.role}</small>
            </MenuLink>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <MenuLink to="/studio" reloadDocument>
            All shops
          </MenuLink>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function StudioChrome({ publisherEmail, shops, current, section, width = 'page', children }: StudioChromeProps) {
  const sections: Array<{ id: Exclude<StudioSection, 'shops'>; label: string }> = [
    { id: 'editor', label: 'Editor' },
    { id: 'history', label: 'History' },
    ...(current?.role === 'owner' ? [{ id: 'members' as const, label: 'Members' }] : []),
    { id: 'audit', label: 'Audit' },
    { id: 'launcher', label: 'Launcher' },
  ];
  return (
    <Page>
      <SkipLink href="#studio-main">Skip to content</SkipLink>
      <Bar>
        {/* Documents, not client navigations: /studio's data URL (/studio.data) is outside the cookie's Path=/studio. */}
        <Mark to="/studio" reloadDocument aria-label="Gamefront Studio: all shops">
          <StudioMarkIcon />
          Gamefront <span data-studio="">Studio</span>
        </Mark>
        {shops.length > 0 ? <ShopSwitcher shops={shops} current={current} section={section} /> : null}
        {current ? (
          <Nav aria-label={`${current.name} sections`}>
            {sections.map((item) => (
              <Link
                key={item.id}
                to={studioPath(current.handle, item.id)}
                aria-current={section === item.id ? 'page' : undefined}
              >
                {item.label}
              </Link>
            ))}
          </Nav>
        ) : null}
        <Account>
          <Email title={publisherEmail}>{publisherEmail}</Email>
          <Form method="post" action="/studio/sign-out" reloadDocument>
            <Button type="submit" variant="secondary" size="small">
              Sign out
            </Button>
          </Form>
        </Account>
      </Bar>
      <Main id="studio-main" tabIndex={-1} width={width}>
        {children}
      </Main>
    </Page>
  );
}
