// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW, cardFixtures } from '../../../fixtures/cards/index';
import { CardActionsProvider, type CardAction } from '~/cards/card-actions';
import { CardClockContext } from '~/cards/card-clock';
import { CardPurchasesOffContext, PURCHASES_OFF_NOTE } from '~/cards/card-purchases';
import { CardPlayerContext } from '~/cards/loyalty-balance-card';
import { ShopCard } from '~/cards/shop-card';

// A shared preview link (docs/decisions/045): every card type draws its buy controls, turned off, saying why.

const NOW = Date.parse(FIXTURE_NOW);

function renderCard(name: string, purchasesOff: boolean) {
  const { card, player } = cardFixtures.find((candidate) => candidate.name === name)!;
  const onAction = vi.fn<(action: CardAction) => void>();
  const view = render(
    <CardPurchasesOffContext.Provider value={purchasesOff}>
      <CardActionsProvider onAction={onAction}>
        <CardClockContext.Provider value={{ frozen: true }}>
          <CardPlayerContext.Provider value={player ?? null}>
            <ShopCard card={card} now={NOW} />
          </CardPlayerContext.Provider>
        </CardClockContext.Provider>
      </CardActionsProvider>
    </CardPurchasesOffContext.Provider>,
  );
  return { ...view, onAction };
}

const purchaseControl = /^(Buy|Claim|Add|Unlock|Sign in)\b/;
const labelOf = (button: HTMLElement) => button.getAttribute('aria-label') ?? button.textContent ?? '';
/** Every buy, cart, claim and sign-in control on the screen, by its accessible name. */
const controlsOnScreen = () =>
  screen.queryAllByRole('button').filter((button) => purchaseControl.test(labelOf(button)));

describe('given a shared preview', () => {
  it('every fixture of every card type draws no enabled buy, cart, claim or sign-in control', async () => {
    let withControls = 0;
    for (const { name } of cardFixtures) {
      // What the shop's own page already turns off (sold out, ended, claimed) keeps saying its own reason.
      const ownPage = renderCard(name, false);
      const offAnyway = new Set(
        controlsOnScreen()
          .filter((button) => (button as HTMLButtonElement).disabled)
          .map((button) => labelOf(button)),
      );
      ownPage.unmount();

      const { onAction, unmount } = renderCard(name, true);
      const controls = controlsOnScreen();
      if (controls.some((control) => !offAnyway.has(labelOf(control)))) withControls += 1;
      for (const control of controls) {
        expect(control, `${name}: ${labelOf(control)}`).toBeDisabled();
        if (!offAnyway.has(labelOf(control))) expect(control).toHaveAccessibleDescription(PURCHASES_OFF_NOTE);
        await userEvent.click(control);
      }
      expect(onAction, name).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'buy' }));
      expect(onAction, name).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'add_to_cart' }));
      expect(onAction, name).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'claim' }));
      unmount();
    }
    // The check above ran on real buy controls, not on none.
    expect(withControls).toBeGreaterThan(10);
  });

  it('a shop’s own page keeps the same buttons enabled and without the note', () => {
    renderCard('standard-resource-basic', false);
    expect(screen.getByRole('button', { name: /^Buy / })).toBeEnabled();
    expect(screen.queryByText(PURCHASES_OFF_NOTE)).toBeNull();
  });
});
