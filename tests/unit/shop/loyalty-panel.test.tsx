// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyDetails, LoyaltyPageData } from '../../../schemas/engagement/loyalty';
import { LoyaltyPanel } from '~/shop/engagement/loyalty-panel';
import { ViewerProvider, type ShopViewer } from '~/shop/viewer-context';

// The LOYALTY page's panel as a player meets it: a sign-in prompt when signed out, the total, tier and progress,
// new points counted up once and then acknowledged, and milestones to claim. The browser's boundary is fetch: a
// fake server answers the calls the way their contracts (schemas/engagement/loyalty.ts) say.

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

const tiers = [
  { id: 'spark', name: 'Spark', startPoints: 0, pointsPerDollar: 10, multiplierPercent: 100 },
  { id: 'flame', name: 'Flame', startPoints: 250, pointsPerDollar: 10, multiplierPercent: 125 },
  { id: 'blaze', name: 'Blaze', startPoints: 1000, pointsPerDollar: 10, multiplierPercent: 150 },
];

function detailsAt(points: number, ackedPoints: number, claimed: string[] = []): LoyaltyDetails {
  const milestones = [
    { id: 'first-spark', name: 'First Spark', points: 50, rewards: [{ name: 'Ember Gems', amount: 100 }] },
    { id: 'kindled', name: 'Kindled', points: 250, rewards: [{ name: 'Ember portrait frame', amount: 1 }] },
    { id: 'roaring-hearth', name: 'Roaring Hearth', points: 1000, rewards: [{ name: 'Phoenix feather', amount: 3 }] },
  ];
  const tier = [...tiers].reverse().find((candidate) => candidate.startPoints <= points)!;
  const nextTier = tiers.find((candidate) => candidate.startPoints > points) ?? null;
  const next = milestones.find((milestone) => milestone.points > points) ?? null;
  return {
    campaign: { name: 'Emberfall Rewards', currencyName: 'Embers', tiers },
    points,
    tier,
    nextTier,
    pointsToNextTier: nextTier ? nextTier.startPoints - points : null,
    nextMilestoneId: next?.id ?? null,
    pointsToNextMilestone: next ? next.points - points : null,
    milestones: milestones.map((milestone) => ({
      ...milestone,
      status: claimed.includes(milestone.id) ? 'claimed' : milestone.points <= points ? 'reached' : 'locked',
    })),
    ackedPoints,
    unackedPoints: Math.max(0, points - ackedPoints),
  };
}

const page = (details: LoyaltyDetails | null): LoyaltyPageData => ({
  name: 'Emberfall Rewards',
  currencyName: 'Embers',
  details,
});

function renderPanel(data: LoyaltyPageData, signedIn = true) {
  const loader = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '/emberfall/loyalty',
        loader,
        element: (
          <ViewerProvider viewer={signedIn ? viewer : null} shop="emberfall" basePath="/emberfall">
            <LoyaltyPanel loyalty={data} />
          </ViewerProvider>
        ),
      },
    ],
    { initialEntries: ['/emberfall/loyalty'] },
  );
  render(<RouterProvider router={router} />);
  return { loader };
}

type Call = { call: string; body: unknown; credential: string | null };
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.test').pathname}`;
      const headers = new Headers(init?.headers);
      calls.push({
        call,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        credential: headers.get('X-Gamefront-Credential'),
      });
      const answer = answers[call] ?? { status: 404, body: { error: { code: 'not_found', message: 'No such call' } } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The player asks for reduced motion: new points show at once instead of counting up. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the loyalty panel', () => {
  it('given an anonymous visitor, names the campaign and asks them to sign in, with no points or claims', async () => {
    renderPanel(page(null), false);
    const panel = await screen.findByRole('region', { name: 'Emberfall Rewards' });
    expect(within(panel).getByRole('link', { name: 'Sign in to see your Embers' })).toHaveAttribute(
      'href',
      '/emberfall/account',
    );
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  it('shows the total, the tier, the way to the next tier and each milestone’s state', async () => {
    fakeServer({});
    renderPanel(page(detailsAt(300, 300, ['first-spark'])));
    const panel = await screen.findByRole('region', { name: 'Emberfall Rewards' });
    expect(within(panel).getByText('300 Embers')).toBeInTheDocument();
    expect(within(panel).getByText(/Flame tier/)).toBeInTheDocument();
    expect(within(panel).getByText('x1.25 points')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Progress to Blaze' });
    expect(bar).toHaveAttribute('aria-valuenow', '300');
    expect(bar).toHaveAttribute('aria-valuetext', '700 Embers to Blaze');

    const first = within(panel).getByRole('listitem', { name: /First Spark/ });
    expect(first).toHaveAttribute('data-state', 'claimed');
    expect(within(first).getByText('Claimed')).toBeInTheDocument();
    expect(within(first).queryByRole('button')).toBeNull();
    const kindled = within(panel).getByRole('listitem', { name: /Kindled/ });
    expect(kindled).toHaveAttribute('data-state', 'reached');
    expect(within(kindled).getByRole('button', { name: 'Claim Kindled' })).toBeEnabled();
    const roaring = within(panel).getByRole('listitem', { name: /Roaring Hearth/ });
    expect(roaring).toHaveAttribute('data-state', 'locked');
    expect(within(roaring).getByText('700 Embers to go')).toBeInTheDocument();
  });

  it('counts new points up once, announces them and acknowledges the total the page showed', async () => {
    preferReducedMotion(false);
    const calls = fakeServer({
      'POST /api/shops/emberfall/ack_loyalty_points': {
        status: 200,
        body: { points: 120, ackedPoints: 120, unackedPoints: 0 },
      },
    });
    renderPanel(page(detailsAt(120, 49)));
    const panel = await screen.findByRole('region', { name: 'Emberfall Rewards' });
    expect(within(panel).getByText('+71 new')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('You earned 71 Embers. You now have 120.'),
    );
    expect(within(panel).getByText('120', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => call.call)).toEqual(['POST /api/shops/emberfall/ack_loyalty_points']),
    );
    expect(calls[0]).toMatchObject({ body: { points: 120 }, credential: 'credential-value' });
  });

  it('shows new points at once for a player who prefers reduced motion', async () => {
    preferReducedMotion(true);
    fakeServer({
      'POST /api/shops/emberfall/ack_loyalty_points': {
        status: 200,
        body: { points: 120, ackedPoints: 120, unackedPoints: 0 },
      },
    });
    renderPanel(page(detailsAt(120, 49)));
    const panel = await screen.findByRole('region', { name: 'Emberfall Rewards' });
    await waitFor(() => expect(within(panel).getByText('120', { selector: 'strong' })).toBeInTheDocument());
  });

  it('with nothing new, neither animates nor acknowledges', async () => {
    const calls = fakeServer({});
    renderPanel(page(detailsAt(120, 120)));
    const panel = await screen.findByRole('region', { name: 'Emberfall Rewards' });
    expect(within(panel).getByText('120', { selector: 'strong' })).toBeInTheDocument();
    expect(within(panel).queryByText(/new$/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('claims a reached milestone, announces it and reloads the page data', async () => {
    const calls = fakeServer({
      'POST /api/shops/emberfall/claim_loyalty_milestone/kindled': {
        status: 200,
        body: {
          milestoneId: 'kindled',
          claimId: '0f9a3c1e-5b2d-4f7e-9a10-2c3d4e5f6a7b',
          rewards: [{ name: 'Ember portrait frame', amount: 1 }],
        },
      },
    });
    const { loader } = renderPanel(page(detailsAt(300, 300)));
    await screen.findByRole('region', { name: 'Emberfall Rewards' });
    const loadsBefore = loader.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Claim Kindled' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Kindled claimed. Your rewards are on their way to your game account.',
      ),
    );
    expect(calls.map((call) => call.call)).toEqual(['POST /api/shops/emberfall/claim_loyalty_milestone/kindled']);
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loadsBefore));
  });

  it('says why a claim was refused, in the shop’s words', async () => {
    fakeServer({
      'POST /api/shops/emberfall/claim_loyalty_milestone/kindled': {
        status: 409,
        body: { error: { code: 'conflict', message: 'Kindled was claimed already' } },
      },
    });
    renderPanel(page(detailsAt(300, 300)));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Kindled' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Kindled was not claimed. Kindled was claimed already'),
    );
  });
});
