// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { previewContextQuery, type PreviewContext } from '../../../schemas/studio-preview-context';
import {
  DEFAULT_PREVIEW_CONTEXT,
  limitedItemsOf,
  previewContextLabel,
  PreviewAsControl,
} from '~/studio/preview/preview-as-control';
import { demoShops } from '../../../fixtures/shops/index';
import { renderInEditorForm } from './editor-form-harness';

// The editor toolbar's "Preview as" popover (docs/decisions/042): what it sets is what the canvas's address carries.

const items = [{ id: 'gems-vault', name: 'Gems Vault', limit: 1 }];
const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config;

/** The control sits in the editor, which knows the shop's time zone (UTC unless given). */
function renderInEditor(ui: ReactElement, timeZone = 'UTC') {
  return renderInEditorForm({ ...emberfall, timeZone }, ui);
}

function Harness({ onChange }: { onChange: (context: PreviewContext) => void }) {
  const [value, setValue] = useState(DEFAULT_PREVIEW_CONTEXT);
  return (
    <>
      <PreviewAsControl
        value={value}
        limitedItems={items}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output aria-label="Canvas address">{`/studio/emberfall/preview${previewContextQuery(value)}`}</output>
    </>
  );
}

describe('given the Preview as control', () => {
  it('starts as a visitor now, and the canvas address has no settings', () => {
    renderInEditor(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Preview as: Visitor' })).toBeTruthy();
    expect(screen.getByLabelText('Canvas address').textContent).toBe('/studio/emberfall/preview');
  });

  it('after choosing a signed-in player with 0 coins, a purchase and a moment, the canvas address carries them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEditor(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Preview as/ }));
    await user.click(await screen.findByRole('radio', { name: 'A signed-in player' }));
    const balance = screen.getByLabelText('Wallet balance (each virtual currency)');
    await user.clear(balance);
    await user.type(balance, '0');
    await user.type(screen.getByLabelText('Gems Vault (limit 1)'), '1');
    const when = screen.getByLabelText('Date and time (UTC)');
    await user.type(when, '2027-06-01T12:00');
    await user.click(screen.getByRole('button', { name: 'Show in canvas' }));
    expect(onChange).toHaveBeenLastCalledWith({
      as: 'player',
      balance: 0,
      bought: [['gems-vault', 1]],
      at: '2027-06-01T12:00:00Z',
      consent: 'accepted',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show in canvas' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Preview as: Player · 0 coins · 1 Jun 2027, 12:00 UTC' })).toBeTruthy();
    expect(screen.getByLabelText('Canvas address').textContent).toBe(
      '/studio/emberfall/preview?as=player&balance=0&bought=gems-vault%3A1&at=2027-06-01T12%3A00%3A00Z',
    );
  });

  it('keeps the popover open with the field’s error for a negative balance, and changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEditor(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Preview as/ }));
    await user.click(await screen.findByRole('radio', { name: 'A signed-in player' }));
    const balance = screen.getByLabelText('Wallet balance (each virtual currency)');
    await user.clear(balance);
    await user.type(balance, '-5');
    await user.click(screen.getByRole('button', { name: 'Show in canvas' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('A balance cannot be negative')).toBeTruthy();
  });

  it('takes the moment on the shop’s clock and shows the cookie banner when the choice is not made yet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEditor(<Harness onChange={onChange} />, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: /^Preview as/ }));
    expect(await screen.findByRole('radio', { name: 'Accepted' })).toBeChecked();
    await user.type(screen.getByLabelText('Date and time (Europe/Berlin)'), '2027-06-01T12:00');
    await user.click(screen.getByRole('radio', { name: 'Not made yet' }));
    await user.click(screen.getByRole('button', { name: 'Show in canvas' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ at: '2027-06-01T10:00:00Z', consent: 'unset' }),
    );
    expect(
      screen.getByRole('button', {
        name: 'Preview as: Visitor · 1 Jun 2027, 12:00 Europe/Berlin · cookies: not made yet',
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Canvas address').textContent).toBe(
      '/studio/emberfall/preview?at=2027-06-01T10%3A00%3A00Z&consent=unset',
    );
  });

  it('resets to a visitor now', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInEditor(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^Preview as/ }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(onChange).toHaveBeenLastCalledWith(DEFAULT_PREVIEW_CONTEXT);
  });
});

describe('the helpers', () => {
  it('read the limited items of a working copy, and nothing from a draft that is not a config', () => {
    expect(limitedItemsOf({ catalogue: { items: [{ id: 'a', name: 'A', limitPerPlayer: 2 }, { id: 'b' }] } })).toEqual([
      { id: 'a', name: 'A', limit: 2 },
    ]);
    expect(limitedItemsOf(null)).toEqual([]);
    expect(limitedItemsOf({ catalogue: { items: 'nope' } })).toEqual([]);
  });

  it('word the context for the toolbar', () => {
    expect(previewContextLabel(DEFAULT_PREVIEW_CONTEXT)).toBe('Visitor');
    expect(previewContextLabel({ as: 'player', balance: 1200, bought: [], consent: 'accepted' })).toBe(
      'Player · 1,200 coins',
    );
    expect(
      previewContextLabel(
        { as: 'anonymous', bought: [], at: '2026-12-01T17:00:00Z', consent: 'unset' },
        'Europe/Berlin',
      ),
    ).toBe('Visitor · 1 Dec 2026, 18:00 Europe/Berlin · cookies: not made yet');
  });
});
