// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HubSection } from '../../../schemas/api/hub';
import type { HubPageData } from '~/server/engagement/hub.server';
import { HubPanel } from '~/shop/engagement/hub-panel';
import { ViewerProvider, type ShopViewer } from '~/shop/viewer-context';

// The HUB page's panel as a player meets it (docs/decisions/051): a sign-in prompt when signed out, an empty state,
// and a tile per feature saying what waits for them, each linking to the feature's page.

const NOW = Date.parse('2027-03-01T12:00:00Z');
const viewer: ShopViewer = {
  player: {
    id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    shop: 'emberfall',
    email: 'ada@example.com',
    displayName: 'Ada',
    createdAt: '2027-01-01T00:00:00.000Z',
  },
  credential: 'credential-value',
  wallets: {},
};

const gold = [{ name: 'Gold', amount: 1000 }];
const sections: HubSection[] = [
  {
    kind: 'daily_gifts',
    startsAt: '2027-03-01T00:00:00.000Z',
    endsAt: '2027-03-02T00:00:00.000Z',
    gifts: [
      {
        giftId: 'hearth-gift',
        name: 'Hearthstone gift',
        kind: 'streak',
        periodKey: '2027-03-01',
        claimable: true,
        claimedToday: false,
        day: 2,
        rewards: gold,
        nextClaimAt: null,
        calendar: null,
      },
    ],
  },
  {
    kind: 'passes',
    startsAt: '2027-02-01T00:00:00.000Z',
    endsAt: '2027-04-30T23:59:59.000Z',
    passes: [
      {
        id: 'ashen-pass',
        name: 'Ashen Crown',
        startsAt: '2027-02-01T00:00:00.000Z',
        endsAt: '2027-04-30T23:59:59.000Z',
        claimableUntil: '2027-05-14T23:59:59.000Z',
        status: 'running',
        xp: 240,
        xpPerLevel: 100,
        level: 2,
        maxLevel: 3,
        progress: 40,
        premiumItemId: 'ashen-pass',
        premiumOwned: false,
        claimable: 0,
        levels: [],
      },
    ],
  },
];

const news: HubPageData['news'] = {
  kind: 'news',
  startsAt: null,
  endsAt: null,
  source: 'HOME',
  items: [
    {
      id: 'season-4',
      title: 'Season 4 is here',
      body: 'The Ashen Crown awaits.',
      image: { src: '/demo/emberfall/banner.svg', alt: '' },
      link: { target: 'SHOP' },
    },
  ],
};

const pages: HubPageData['pages'] = { daily_gifts: 'HOME', passes: 'SHOP' };

function renderPanel(hub: HubPageData, signedIn: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/emberfall/hub',
        loader: vi.fn(() => null),
        element: (
          <ViewerProvider viewer={signedIn ? viewer : null} shop="emberfall" basePath="/emberfall">
            <HubPanel hub={hub} />
          </ViewerProvider>
        ),
      },
    ],
    { initialEntries: ['/emberfall/hub'] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

describe('the hub panel', () => {
  it('given a visitor, invites them to sign in and still shows the news', async () => {
    renderPanel({ now: NOW, hub: null, news, pages }, false);
    const panel = await screen.findByRole('region', { name: 'Your hub' });
    const signIn = within(panel).getByRole('link', { name: 'Sign in to see your hub' });
    expect(signIn.getAttribute('href')).toBe('/emberfall/account');
    expect(within(panel).getByText('Season 4 is here')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/emberfall/shop');
  });

  it('given a player, shows a tile per feature with what waits and a link to its page', async () => {
    renderPanel({ now: NOW, hub: { sections: [...sections, news!] }, news, pages }, true);
    const tiles = await screen.findAllByRole('listitem');
    const gifts = tiles.find((tile) => within(tile).queryByRole('heading', { name: 'Daily gifts' }))!;
    expect(gifts.getAttribute('data-state')).toBe('ready');
    expect(within(gifts).getByText('1 gift ready')).toBeTruthy();
    expect(within(gifts).getByRole('link', { name: 'Claim now' }).getAttribute('href')).toBe('/emberfall');
    const pass = tiles.find((tile) => within(tile).queryByRole('heading', { name: 'Ashen Crown' }))!;
    expect(within(pass).getByText('Level 2 of 3')).toBeTruthy();
    expect(within(pass).getByRole('progressbar', { name: 'Ashen Crown progress' }).getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(within(pass).getByRole('link', { name: 'See the pass' }).getAttribute('href')).toBe('/emberfall/shop');
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('given a player in a shop running nothing, says so', async () => {
    renderPanel({ now: NOW, hub: { sections: [] }, news: null, pages: {} }, true);
    expect((await screen.findByRole('status')).textContent).toMatch(/Nothing is running right now/);
  });
});
