// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, cardFixtures, type CardFixture } from '../../../fixtures/cards/index';
import { CardActionsProvider, notAvailableCopy, type CardAction } from '~/cards/card-actions';
import { CardClockContext } from '~/cards/card-clock';
import { buffText, limitText } from '~/cards/card-parts';
import { CardPlayerContext } from '~/cards/loyalty-balance-card';
import { ShopCard } from '~/cards/shop-card';
import { formatPrice } from '~/lib/money';

const NOW = Date.parse(FIXTURE_NOW);

function fixture(name: string): CardFixture {
  const found = cardFixtures.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
}

function renderFixture(name: string, onAction = vi.fn<(action: CardAction) => void>(), now = NOW) {
  const { card, player } = fixture(name);
  const wrap = (children: ReactNode) => (
    <CardActionsProvider onAction={onAction}>
      <CardClockContext.Provider value={{ frozen: true }}>
        <CardPlayerContext.Provider value={player ?? null}>{children}</CardPlayerContext.Provider>
      </CardClockContext.Provider>
    </CardActionsProvider>
  );
  const view = render(wrap(<ShopCard card={card} now={now} />));
  return { ...view, card, onAction };
}

describe('prices', () => {
  it('format real money in minor units per currency: USD two decimals, JPY none, KWD three', () => {
    expect(formatPrice({ kind: 'real', amount: 499, currency: 'USD' })).toBe('$4.99');
    expect(formatPrice({ kind: 'real', amount: 1200, currency: 'JPY' })).toBe('¥1,200');
    expect(formatPrice({ kind: 'real', amount: 1250, currency: 'KWD' })).toMatch(/^KWD\s1\.250$/);
    expect(formatPrice({ kind: 'free' })).toBe('Free');
  });

  it('show the JPY and KWD prices on the card button', () => {
    renderFixture('standard-resource-long-name');
    expect(screen.getByRole('button', { name: /for ¥1,200, was ¥1,600$/ })).toHaveTextContent('¥1,200');
    renderFixture('standard-resource-rtl');
    expect(screen.getByRole('button', { name: /^Buy أحجار الجمر الأسطورية for KWD\s1\.250$/ })).toBeInTheDocument();
  });

  it('show the original price and the discount', () => {
    renderFixture('standard-resource-discount-bonus');
    expect(screen.getByText('-40%')).toHaveAttribute('aria-label', '40% off');
    expect(screen.getByText('$9.99').tagName).toBe('S');
  });

  it('say Free and claim for a zero price', async () => {
    const { onAction, card } = renderFixture('standard-resource-free');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Ember Gems for free' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'claim', card, linkId: undefined });
  });
});

describe('buffs and limits', () => {
  it('read "+100 bonus" for an additive buff and "x2 rewards" for a multiplier', () => {
    expect(buffText({ type: 'additive', value: 100 })).toBe('+100 bonus');
    expect(buffText({ type: 'multiplier', value: 2 })).toBe('x2 rewards');
    renderFixture('standard-resource-multiplier-limit');
    expect(screen.getByText('x2 rewards')).toBeInTheDocument();
    expect(screen.getByText('3 of 5 left')).toBeInTheDocument();
  });

  it('disable the purchase of a sold-out card and say so', () => {
    expect(limitText({ limit: 1, remaining: 0 })).toBe('Sold out');
    renderFixture('standard-resource-sold-out');
    expect(screen.getByRole('button', { name: 'Ember Gems: Sold out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /cart/ })).not.toBeInTheDocument();
  });
});

describe('countdowns', () => {
  it('show days, hours, minutes and seconds left at the chosen time', () => {
    renderFixture('standard-resource-discount-bonus');
    expect(screen.getByText('2d 04h 30m 45s')).toHaveAttribute('datetime', '2027-01-17T16:30:45Z');
  });

  it('count from whatever now the server passes', () => {
    renderFixture('standard-resource-discount-bonus', vi.fn(), Date.parse('2027-01-17T16:30:00Z'));
    expect(screen.getByText('0d 00h 00m 45s')).toBeInTheDocument();
  });

  it('say Ended once the time has passed, and stop the purchase', () => {
    renderFixture('standard-resource-ended');
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ember Gems: Offer ended' })).toBeDisabled();
  });

  it("count down to the next daily gift once today's is claimed", () => {
    renderFixture('daily-gift-crate-claimed');
    expect(screen.getByText('Claimed today')).toBeInTheDocument();
    expect(screen.getByText('0d 02h 05m 09s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supply drop: claimed today' })).toBeDisabled();
  });
});

describe('an offer chain', () => {
  it('announces every link with its status', () => {
    renderFixture('offer-chain-mixed');
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Step 1\s*Claimed100 Ember Gems/),
      expect.stringMatching(/^Step 2\s*Available25,000 Gold/),
      expect.stringMatching(/^Step 3\s*Locked1 Legendary Chest\$4\.99/),
    ]);
  });

  it('buys the unlocked link, naming it', async () => {
    const { onAction, card } = renderFixture('offer-chain-mixed');
    await userEvent.click(screen.getByRole('button', { name: 'Buy step 2, 25,000 Gold, for $1.99' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'buy', card, linkId: 'step-2' });
  });
});

describe('passes and calendars', () => {
  it('show the pass progress as a progressbar with its values', async () => {
    renderFixture('battle-pass-frontline');
    // The pass cards' code is a chunk of its own (shop-card.tsx): the card appears once it has loaded.
    const bar = await screen.findByRole('progressbar', { name: 'Progress to tier 13' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('group', { name: 'Free track' })).toHaveTextContent('Tier 12');
    expect(screen.getByRole('group', { name: 'Premium track' })).toHaveTextContent('Tier 14');
  });

  it('mark calendar days claimed, missed, today and locked', () => {
    renderFixture('calendar-advent');
    expect(screen.getAllByRole('img', { name: 'Claimed' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Missed' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Today' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Locked' })).toHaveLength(3);
  });
});

describe('names and pictures', () => {
  it('keep a long name whole in the title and the accessible name', () => {
    const { card } = renderFixture('standard-resource-long-name');
    const name = 'name' in card ? card.name : '';
    expect(screen.getByRole('article', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name })).toHaveAttribute('title', name);
  });

  it('load pictures lazily with explicit sizes unless the card has priority', () => {
    renderFixture('standard-resource-basic');
    const img = screen.getByRole('img', { name: 'A pile of ember gems' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
  });

  it('replace a picture that fails to load with a placeholder', async () => {
    renderFixture('standard-resource-missing-image');
    const img = screen.getByRole('img', { name: 'Artwork not found' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Artwork not found' }).tagName).toBe('DIV');
  });
});

describe('actions', () => {
  it('every enabled button of every fixture emits an action for its card', async () => {
    for (const { name } of cardFixtures) {
      const { onAction, card, unmount } = renderFixture(name);
      const buttons = screen.queryAllByRole('button').filter((button) => !(button as HTMLButtonElement).disabled);
      for (const button of buttons) {
        onAction.mockClear();
        await userEvent.click(button);
        expect(onAction, `${name}: ${button.getAttribute('aria-label') ?? button.textContent}`).toHaveBeenCalledTimes(
          1,
        );
        expect(onAction.mock.calls[0]![0].card).toBe(card);
      }
      unmount();
    }
  });

  it('adds to cart, opens links and asks an anonymous player to sign in', async () => {
    let view = renderFixture('standard-resource-basic');
    await userEvent.click(screen.getByRole('button', { name: 'Add Ember Gems to cart' }));
    expect(view.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'add_to_cart' }));
    view.unmount();
    view = renderFixture('banner-text-top');
    await userEvent.click(screen.getByRole('button', { name: 'Go to the shop: The Ashen Crown season is live' }));
    expect(view.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'open_link' }));
    view.unmount();
    view = renderFixture('loyalty-balance-anonymous');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to see your Ember Points' }));
    expect(view.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'sign_in' }));
    view.unmount();
    renderFixture('loyalty-balance-signed-in');
    expect(screen.getByText('12,500')).toBeInTheDocument();
  });

  it('have "not available yet" copy for every kind', () => {
    expect(Object.keys(notAvailableCopy).sort()).toEqual(['add_to_cart', 'buy', 'claim', 'open_link', 'sign_in']);
  });
});
