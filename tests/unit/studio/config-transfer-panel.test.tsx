// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigTransferPanel } from '~/studio/history/history-panels';

// The history page's export and import (docs/decisions/042). Its boundary is fetch: answers follow the contract in
// schemas/studio-config-transfer.ts and the app's one error shape.

function renderPanel(canEdit = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/studio/:shop/history',
        element: <ConfigTransferPanel shop="emberfall" canEdit={canEdit} hasDraft={false} revision="7" />,
      },
    ],
    { initialEntries: ['/studio/emberfall/history'] },
  );
  return render(<RouterProvider router={router} />);
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('given the export and import panel', () => {
  it('lists every problem of an invalid file and says nothing changed', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return answer(422, {
          error: {
            code: 'config_invalid',
            message: 'The draft has 2 problems to fix before it can be published',
            details: {
              issues: [
                { path: 'name', message: 'Expected a name' },
                { path: 'theme.primaryColor', message: 'Expected a colour like #aabbcc' },
              ],
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    const file = new File([JSON.stringify({ name: '' })], 'shop.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Config file to import'), file);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file has 2 problems. Nothing was changed.');
    const problems = screen.getByRole('list', { name: 'Problems in the file' });
    expect(problems.textContent).toContain('name: Expected a name');
    expect(problems.textContent).toContain('theme.primaryColor: Expected a colour like #aabbcc');
    expect(sent).toEqual([{ baseRevision: '7', config: { name: '' } }]);
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPanel();
    await user.upload(
      screen.getByLabelText('Config file to import'),
      new File(['not json'], 'notes.txt', { type: 'application/json' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('notes.txt is not a JSON file'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when someone changed the shop since the page loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { error: { code: 'draft_conflict', message: 'changed', details: {} } })),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.upload(
      screen.getByLabelText('Config file to import'),
      new File(['{}'], 'shop.json', { type: 'application/json' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Someone changed this shop since the page loaded');
  });

  it('offers no import to a viewer, and no draft export without a draft', () => {
    renderPanel(false);
    expect(screen.queryByRole('button', { name: 'Import JSON…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export draft' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Export published' })).toBeTruthy();
  });
});
