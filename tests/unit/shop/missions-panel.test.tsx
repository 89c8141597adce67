// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MissionsPageData, MissionView } from '../../../schemas/api/missions';
import { MissionsPanel } from '~/shop/engagement/missions-panel';
import { ViewerProvider, type ShopViewer } from '~/shop/viewer-context';

// The MISSIONS page's panel as a player meets it: a prompt when signed out, an empty state, each mission's progress,
// state and countdown, and a Claim button that calls the shop and reloads the page's data. The browser's boundary is
// fetch: a fake server answers the claim call the way its contract (schemas/api/missions.ts) says.

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

const day = { periodKey: '2027-03-01', startsAt: '2027-03-01T05:00:00.000Z', endsAt: '2027-03-02T05:00:00.000Z' };
const week = {
  periodKey: 'week-2027-03-01',
  startsAt: '2027-03-01T05:00:00.000Z',
  endsAt: '2027-03-08T05:00:00.000Z',
};
const gems = [{ name: 'Ember Gems', amount: 30, currencyId: 'ember-gems' }];

const missions: MissionView[] = [
  {
    id: 'win-3',
    name: 'Win 3 matches',
    period: 'daily',
    goal: { kind: 'event', event: 'match_won', count: 3, label: 'matches won' },
    progress: 1,
    target: 3,
    state: 'in_progress',
    rewards: gems,
    ...day,
  },
  {
    id: 'encore',
    name: 'Encore',
    period: 'daily',
    goal: { kind: 'event', event: 'quest_completed', count: 2 },
    progress: 2,
    target: 2,
    state: 'locked',
    unlocksAfter: 'win-3',
    rewards: gems,
    ...day,
  },
  {
    id: 'daily-deal',
    name: 'Pick up a deal',
    period: 'daily',
    goal: { kind: 'purchase_count', count: 1 },
    progress: 1,
    target: 1,
    state: 'completed',
    rewards: gems,
    ...day,
  },
  {
    id: 'forge-fund',
    name: 'Feed the forge',
    period: 'weekly',
    goal: { kind: 'purchase_amount', amount: 1000 },
    progress: 99,
    target: 1000,
    state: 'in_progress',
    rewards: [{ name: 'Ember crest banner', amount: 1 }],
    ...week,
  },
  {
    id: 'season-legend',
    name: 'Legend of the season',
    period: 'seasonal',
    goal: { kind: 'event', event: 'match_won', count: 100, label: 'matches won' },
    progress: 100,
    target: 100,
    state: 'claimed',
    rewards: [{ name: 'Phoenix trail', amount: 1 }],
    periodKey: 'season-2026-11-01',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2027-12-31T00:00:00.000Z',
  },
];

const signedInData: MissionsPageData = {
  now: NOW,
  configured: 5,
  view: {
    season: { name: 'Season of Embers', startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2027-12-31T00:00:00.000Z' },
    currency: 'USD',
    missions,
  },
};

function renderPanel(data: MissionsPageData, signedIn = true) {
  const loader = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '/emberfall/missions',
        loader,
        element: (
          <ViewerProvider viewer={signedIn ? viewer : null} shop="emberfall" basePath="/emberfall">
            <MissionsPanel missions={data} />
          </ViewerProvider>
        ),
      },
    ],
    { initialEntries: ['/emberfall/missions'] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { loader };
}

function fakeClaimServer(answer: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the missions panel', () => {
  it('given an anonymous visitor, asks them to sign in and shows no progress', async () => {
    renderPanel({ now: NOW, configured: 5, view: null }, false);
    expect(await screen.findByRole('link', { name: 'Sign in to see your missions' })).toHaveAttribute(
      'href',
      '/emberfall/account',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('given a shop with no missions, says none are running', async () => {
    renderPanel({ now: NOW, configured: 0, view: null });
    expect(await screen.findByRole('heading', { name: 'No missions right now' })).toBeInTheDocument();
    expect(screen.getByText(/new missions start with every reset/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('groups the missions by period with their progress, state and reset countdown', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderPanel(signedInData);
    expect(await screen.findByRole('heading', { name: 'Your missions' })).toBeInTheDocument();
    const daily = screen.getByRole('region', { name: 'Daily missions' });
    expect(within(daily).getByText('New missions in')).toBeInTheDocument();
    expect(within(daily).getByText('0d 17h 00m 00s')).toBeInTheDocument();
    const win = within(daily).getByRole('progressbar', { name: 'Win 3 matches progress' });
    expect(win).toHaveAttribute('aria-valuenow', '1');
    expect(win).toHaveAttribute('aria-valuetext', '1 / 3 matches won');
    expect(within(daily).getByText('2 / 2 quest completed')).toBeInTheDocument();
    expect(within(daily).getByText('Claim Win 3 matches first')).toBeInTheDocument();
    expect(within(daily).getByRole('button', { name: 'Claim Pick up a deal' })).toBeEnabled();
    expect(within(daily).queryByRole('button', { name: 'Claim Win 3 matches' })).toBeNull();

    const weekly = screen.getByRole('region', { name: 'Weekly missions' });
    expect(within(weekly).getByText('$0.99 / $10.00 spent')).toBeInTheDocument();
    const season = screen.getByRole('region', { name: 'Season of Embers' });
    expect(within(season).getByText('Claimed')).toBeInTheDocument();
    // A single item reads as its name; an amount of a currency keeps its number.
    expect(within(season).getByText('Phoenix trail')).toBeInTheDocument();
    expect(within(daily).getAllByText('30 Ember Gems')).toHaveLength(3);
    expect(within(season).getByText(/Season ends in/)).toBeInTheDocument();
  });

  it('reloads the page data when the countdown reaches the reset', async () => {
    const beforeReset = Date.parse(day.endsAt) - 2_000;
    vi.useFakeTimers({ now: beforeReset, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { loader } = renderPanel({ ...signedInData, now: beforeReset });
    expect(await screen.findByText('0d 00h 00m 02s')).toBeInTheDocument();
    const loadsBefore = loader.mock.calls.length;
    vi.advanceTimersByTime(3_000);
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it('claims a completed mission, announces it and reloads the page data', async () => {
    const calls = fakeClaimServer({
      status: 200,
      body: { mission: { ...missions[2], state: 'claimed' }, claimId: '0f9a3c1e-5b2d-4f7e-9a10-2c3d4e5f6a7b' },
    });
    const { loader } = renderPanel(signedInData);
    await screen.findByRole('region', { name: 'Daily missions' });
    const loadsBefore = loader.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Claim Pick up a deal' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Pick up a deal claimed. Your rewards are on their way to your game account.',
      ),
    );
    expect(calls).toEqual(['POST /api/shops/emberfall/missions/daily-deal/claim']);
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it("tells the player why a claim was refused, in the server's words", async () => {
    fakeClaimServer({
      status: 409,
      body: { error: { code: 'conflict', message: 'You already claimed this mission' } },
    });
    renderPanel(signedInData);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Pick up a deal' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Pick up a deal was not claimed. You already claimed this mission',
      ),
    );
  });
});
