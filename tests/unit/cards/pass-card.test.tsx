// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PassView } from '../../../schemas/api/passes';
import type { CardOf } from '../../../schemas/cards';
import { CardActionsProvider, type CardAction } from '~/cards/card-actions';
import { CardClockContext } from '~/cards/card-clock';
import { PassViewsContext, type PassViews } from '~/cards/pass-views';
import { BattlePassCard } from '~/cards/pass-card';
import { passRewardClaimOf } from '~/shop/engagement/pass-claims';

// The pass card of a real pass (docs/decisions/051): each reached reward's Claim button, claimed and locked rewards,
// the premium upsell until the pass is bought, and a sign-in prompt for a visitor.
const NOW = Date.parse('2027-03-01T12:00:00Z');

const card: CardOf<'battle_pass'> = {
  id: 'ashen-pass',
  type: 'battle_pass',
  variant: 'nightfall',
  season: 'Ashen Crown',
  passId: 'ashen-pass',
  itemId: 'ashen-pass',
  currentTier: 2,
  progress: 40,
  price: { kind: 'real', amount: 999, currency: 'USD' },
  endsAt: '2027-04-30T23:59:59Z',
  tiers: [1, 2, 3].map((level) => ({
    level,
    freeReward: { name: 'Gold', amount: 1000 * level },
    premiumReward: { name: 'Ember Gems', amount: 50 * level },
  })),
};

type State = PassView['levels'][number]['free']['state'];
function view(states: Array<[State, State]>, premiumOwned: boolean): PassView {
  return {
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
    premiumOwned,
    claimable: states.flat().filter((state) => state === 'claimable').length,
    levels: states.map(([free, premium], index) => ({
      level: index + 1,
      free: { rewards: [{ name: 'Gold', amount: 1000 * (index + 1) }], state: free },
      premium: { rewards: [{ name: 'Ember Gems', amount: 50 * (index + 1) }], state: premium },
    })),
  };
}

function renderCard(views: PassViews | null) {
  const onAction = vi.fn<(action: CardAction) => void>();
  render(
    <CardActionsProvider onAction={onAction}>
      <CardClockContext.Provider value={{ frozen: true }}>
        <PassViewsContext.Provider value={views}>
          <BattlePassCard card={card} now={NOW} />
        </PassViewsContext.Provider>
      </CardClockContext.Provider>
    </CardActionsProvider>,
  );
  return onAction;
}

describe('the pass card of a real pass', () => {
  it('given reached rewards, offers a Claim per claimable one and emits its level and track', async () => {
    const onAction = renderCard({
      signedIn: true,
      passes: [
        view(
          [
            ['claimed', 'premium_locked'],
            ['claimable', 'premium_locked'],
            ['locked', 'locked'],
          ],
          false,
        ),
      ],
    });
    const free = screen.getByRole('group', { name: 'Free track' });
    expect(within(free).getByRole('img', { name: 'Claimed' })).toBeTruthy();
    const claim = within(free).getByRole('button', { name: 'Claim level 2 free reward: 2,000 Gold' });
    expect(screen.getAllByRole('button', { name: /^Claim level/ })).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(
      '240 XP · 60 XP to level 3 · 1 reward ready to claim · unlock premium for 2 more',
    );
    await userEvent.click(claim);
    expect(onAction).toHaveBeenCalledWith({ kind: 'claim', card, linkId: '2:free' });
    const action = onAction.mock.calls[0]![0] as Extract<CardAction, { kind: 'claim' }>;
    expect(passRewardClaimOf(action)?.name).toBe('Ashen Crown, level 2 free reward');

    // The premium upsell buys the premium item through the normal Buy.
    const premium = within(screen.getByRole('group', { name: 'Premium track' }));
    expect(premium.getAllByRole('img', { name: 'Unlock premium to claim' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock premium Ashen Crown for $9.99' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'buy', card, linkId: undefined });
  });

  it('once premium is owned, claims premium rewards and no longer sells the pass', () => {
    renderCard({
      signedIn: true,
      passes: [
        view(
          [
            ['claimed', 'claimable'],
            ['claimed', 'claimable'],
            ['locked', 'locked'],
          ],
          true,
        ),
      ],
    });
    expect(screen.getByText('Premium unlocked')).toBeTruthy();
    const premium = within(screen.getByRole('group', { name: 'Premium track' }));
    expect(premium.getAllByRole('button', { name: /^Claim level \d premium reward/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Unlock premium/ })).toBeNull();
  });

  it('keeps the first claimable level among the three a small screen shows', () => {
    const long = { ...card, tiers: [1, 2, 3, 4, 5, 6].map((level) => ({ ...card.tiers[0]!, level })) };
    const states: Array<[State, State]> = [1, 2, 3, 4, 5, 6].map((level) =>
      level === 1 ? ['claimable', 'premium_locked'] : ['locked', 'locked'],
    );
    const onAction = vi.fn<(action: CardAction) => void>();
    render(
      <CardActionsProvider onAction={onAction}>
        <PassViewsContext.Provider
          value={{ signedIn: true, passes: [{ ...view(states, false), level: 1, maxLevel: 6 }] }}
        >
          <BattlePassCard card={long} now={NOW} />
        </PassViewsContext.Provider>
      </CardActionsProvider>,
    );
    const free = within(screen.getByRole('group', { name: 'Free track' }));
    const claim = free.getByRole('button', { name: /^Claim level 1 free reward/ });
    expect(claim.closest('[title]')?.hasAttribute('data-edge')).toBe(false);
    // Five are drawn (levels 1-5); small screens hide the two past level 3.
    expect(free.getAllByText(/^Level \d$/).map((cell) => cell.textContent)).toEqual([
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Level 5',
    ]);
    expect(
      free.getByText('Level 5').closest('[title]')?.hasAttribute('data-edge') &&
        free.getByText('Level 4').closest('[title]')?.hasAttribute('data-edge'),
    ).toBe(true);
  });

  it('given a visitor, shows the levels with a sign-in prompt and no claim', async () => {
    const onAction = renderCard({ signedIn: false, passes: [] });
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to play Ashen Crown' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'sign_in', card });
  });

  it('outside a shop page (the gallery), stays the drawing', () => {
    renderCard(null);
    expect(screen.getByText('Tier 2 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in/ })).toBeNull();
  });

  it('finds no claim for a drawn card or a malformed link', () => {
    const drawn = { ...card, passId: undefined };
    expect(passRewardClaimOf({ kind: 'claim', card: drawn, linkId: '1:free' })).toBeNull();
    expect(passRewardClaimOf({ kind: 'claim', card, linkId: '1:gold' })).toBeNull();
    expect(passRewardClaimOf({ kind: 'claim', card, linkId: '0:free' })).toBeNull();
  });
});
