// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';
import { acceptDraftSaves, renderThemeEditor } from './render-editor';

// The shop's payment provider in the editor's Shop settings (the keys stay on the server): what the publisher picks
// is what the draft saves.

let saves: Array<{ config: { payments?: { provider: string } } }> = [];

beforeEach(() => {
  answerCanvasWithEmptyPage();
  saves = [];
  acceptDraftSaves(saves);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payment provider setting', () => {
  it('shows the sandbox for a shop that names none, and saves Stripe once the publisher picks it', async () => {
    renderThemeEditor(demoWorkingCopy('emberfall'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Shop' }));
    const provider = screen.getByRole('radiogroup', { name: 'Payment provider' });
    expect(provider).toHaveAccessibleDescription(expect.stringContaining('keys, set on the server'));
    expect(screen.getByRole('radio', { name: 'Sandbox (test cards, no real money)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Stripe' }));
    await waitFor(() => expect(saves.at(-1)?.config.payments).toEqual({ provider: 'stripe' }));
  });
});
