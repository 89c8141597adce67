// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Card, CardOf } from '../../../schemas/cards';
import { CardActionsProvider, type CardAction } from '~/cards/card-actions';
import { CardClockContext } from '~/cards/card-clock';
import { ShopCard } from '~/cards/shop-card';
import { dailyGiftClaimOf, offerChainClaimOf } from '~/shop/engagement/gift-and-chain-claims';

// The gift, calendar and chain cards as a signed-in player sees them once the server drew their state
// (docs/decisions/050): claimable, claimed with the countdown to the next, missed and locked.
const NOW = Date.parse('2027-03-01T12:00:00Z');
const inHours = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function renderCard(card: Card, now = NOW) {
  const onAction = vi.fn<(action: CardAction) => void>();
  render(
    <CardActionsProvider onAction={onAction}>
      <CardClockContext.Provider value={{ frozen: true }}>
        <ShopCard card={card} now={now} />
      </CardClockContext.Provider>
    </CardActionsProvider>,
  );
  return onAction;
}

const gift = (nextAt?: string): CardOf<'daily_gift'> => ({
  id: 'hearth-gift',
  type: 'daily_gift',
  variant: 'chest',
  name: 'Hearthstone gift',
  reward: { name: 'Gold', amount: 750 },
  image: { src: '/demo/emberfall/gift.svg', alt: 'A wrapped gift' },
  giftId: 'hearth-gift',
  ...(nextAt ? { nextAt } : {}),
});

type DayState = CardOf<'calendar'>['days'][number]['state'];
const calendar = (states: DayState[], nextAt?: string): CardOf<'calendar'> => ({
  id: 'ashen-calendar',
  type: 'calendar',
  variant: 'advent',
  name: 'Days of embers',
  days: states.map((state, index) => ({ day: index + 1, reward: { name: 'Gold', amount: 100 * (index + 1) }, state })),
  giftId: 'ashen-calendar',
  ...(nextAt ? { nextAt } : {}),
});

const chain: CardOf<'offer_chain'> = {
  id: 'dragonhoard-chain',
  type: 'offer_chain',
  name: "Dragon's Hoard chain",
  chainId: 'dragonhoard-chain',
  links: [
    { id: 'step-1', status: 'CLAIMED', reward: { name: 'Ember Gems', amount: 100 }, price: { kind: 'free' } },
    { id: 'step-2', status: 'UNLOCKED', reward: { name: 'Rune Shard', amount: 5 }, price: { kind: 'free' } },
    {
      id: 'step-3',
      status: 'LOCKED',
      reward: { name: 'Gold', amount: 25000 },
      price: { kind: 'real', amount: 199, currency: 'USD' },
      itemId: 'hoard-gold',
    },
  ],
};

describe('a daily gift of the shop’s rules', () => {
  it('is claimable: its Claim button emits a claim for the card', async () => {
    const card = gift();
    const onAction = renderCard(card);
    expect(screen.getByText('Ready to claim')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim 750 Gold from Hearthstone gift' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'claim', card });
  });

  it('once claimed, says so and counts down to the next gift', () => {
    renderCard(gift(inHours(5)));
    expect(screen.getByText('Claimed today')).toBeInTheDocument();
    expect(screen.getByText(/Next gift in/)).toHaveTextContent('0d 05h 00m 00s');
    expect(screen.getByRole('button', { name: 'Hearthstone gift: claimed today' })).toBeDisabled();
  });

  it('names its gift for the claim call; a drawing without giftId makes none', () => {
    const card = gift();
    expect(dailyGiftClaimOf({ kind: 'claim', card })?.name).toBe('Hearthstone gift');
    const { giftId: _id, ...drawing } = card;
    expect(dailyGiftClaimOf({ kind: 'claim', card: drawing })).toBeNull();
  });
});

describe('a calendar of the shop’s rules', () => {
  it('marks each day claimed, missed, today or locked and claims today’s', async () => {
    const card = calendar(['claimed', 'missed', 'today', 'locked']);
    const onAction = renderCard(card);
    const days = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('data-state'))).toEqual(['claimed', 'missed', 'today', 'locked']);
    expect(screen.getByRole('img', { name: 'Missed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim day 3: 300 Gold' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'claim', card });
  });

  it('once today’s day is claimed, counts down to the next day', () => {
    renderCard(calendar(['claimed', 'claimed', 'locked'], inHours(2)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Next day in/)).toHaveTextContent('0d 02h 00m 00s');
  });

  it('before it starts, counts down to its first day', () => {
    renderCard(calendar(['locked', 'locked'], inHours(30)));
    expect(screen.getByText(/Starts in/)).toHaveTextContent('1d 06h 00m 00s');
  });

  it('once its last day is past, says it has ended', () => {
    renderCard(calendar(['claimed', 'missed', 'claimed']));
    expect(screen.getByText('This calendar has ended. Thanks for playing!')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('an offer chain of the shop’s rules', () => {
  it('shows each step claimed, available or locked, and claims the free available one', async () => {
    const onAction = renderCard(chain);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['claimed', 'unlocked', 'locked']);
    expect(steps[0]).toHaveTextContent('Already yours');
    expect(steps[2]).toHaveTextContent('$1.99');
    await userEvent.click(screen.getByRole('button', { name: /^Claim step 2, 5 Rune Shard/ }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'claim', card: chain, linkId: 'step-2' });
    expect(offerChainClaimOf({ kind: 'claim', card: chain, linkId: 'step-2' })?.name).toBe(
      "Dragon's Hoard chain, step 2",
    );
  });
});
