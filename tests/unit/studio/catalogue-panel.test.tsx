// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { ItemUsage } from '../../../schemas/studio-catalogue';
import { ThemeEditor } from '~/studio/editor/theme-editor';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';

// The Catalogue panel inside the real editor shell: fetch is the boundary, answered as the studio API's contract
// (schemas/studio.ts, schemas/studio-catalogue.ts) says. What the publisher would notice: the list, the saved draft,
// the refusal naming what holds an item.

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;

const workingCopy = demoWorkingCopy('emberfall');

interface SavedConfig {
  catalogue: { items: Array<{ id: string; name: string; prices?: Record<string, number> }> };
}
let saves: SavedConfig[] = [];
let usageAsked: string[] = [];
let usageOf: (itemId: string) => ItemUsage;

beforeEach(() => {
  answerCanvasWithEmptyPage();
  saves = [];
  usageAsked = [];
  usageOf = (itemId) => ({ itemId, pendingOrderCount: 0, pendingOrders: [] });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input.endsWith('/draft') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { baseRevision: string; config: SavedConfig };
      saves.push(body.config);
      return Response.json({
        revision: `${body.baseRevision}+1`,
        updatedAt: new Date().toISOString(),
        hasDraft: true,
        issues: [],
      });
    }
    const usage = /\/studio\/api\/shops\/emberfall\/catalogue\/items\/([^/]+)\/usage$/.exec(input);
    if (usage && (init.method ?? 'GET') === 'GET') {
      usageAsked.push(decodeURIComponent(usage[1]!));
      return Response.json(usageOf(decodeURIComponent(usage[1]!)));
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCatalogue() {
  const router = createMemoryRouter([{ path: '/studio/emberfall', element: <ThemeEditor initial={workingCopy} /> }], {
    initialEntries: ['/studio/emberfall'],
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Catalogue' }));
  return user;
}

const lastSave = () => saves.at(-1)!;
const itemsList = () => screen.getByRole('list', { name: 'Items' });

describe('the catalogue panel', () => {
  it('lists the items with their default-currency price, finds them by name and says when none matches', async () => {
    const user = await openCatalogue();
    const rows = within(itemsList()).getAllByRole('button');
    expect(rows).toHaveLength(emberfall.config.catalogue!.items!.length);
    expect(within(itemsList()).getByRole('button', { name: /Pouch of Gems.*\$4\.99/ })).toBeVisible();
    expect(within(itemsList()).getByRole('button', { name: /Sack of Gold.*120 Ember Gems/ })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'vault');
    expect(within(itemsList()).getAllByRole('button')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'zzz');
    expect(screen.getByText('No item matches')).toBeVisible();
  });

  it('adds an item priced 4.99 USD and 500 JPY, saved in minor units, and refuses 4.999 USD with why', async () => {
    const user = await openCatalogue();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'New resource' });
    expect(heading).toHaveFocus();

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Turbo Crate');
    await user.click(screen.getByRole('radio', { name: 'Real money' }));
    const price = () => screen.getByRole('group', { name: 'Price' });
    await user.click(within(price()).getByRole('button', { name: 'Add USD' }));
    await user.type(screen.getByRole('textbox', { name: /Price: USD/ }), '4.999');
    expect(
      await screen.findByText('USD has 2 decimal places: 4.999 cannot be charged, enter at most 2 after the dot'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Price: USD/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /Price: USD/ }), '{Backspace}');
    expect(screen.queryByText(/cannot be charged/)).toBeNull();
    // The currency picker offers what the item has no price in yet; JPY is picked with the keyboard.
    const picker = within(price()).getByRole('combobox', { name: 'Currency' });
    picker.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'JPY' }));
    await user.click(within(price()).getByRole('button', { name: 'Add JPY' }));
    await user.type(screen.getByRole('textbox', { name: /Price: JPY/ }), '500');

    await waitFor(
      () =>
        expect(lastSave()?.catalogue.items.find((item) => item.name === 'Turbo Crate')).toMatchObject({
          id: 'new-resource',
          kind: 'resource',
          prices: { USD: 499, JPY: 500 },
        }),
      { timeout: 4_000 },
    );
    // Back to the list: the new item shows with its price.
    await user.click(screen.getByRole('button', { name: 'All items' }));
    expect(within(itemsList()).getByRole('button', { name: /Turbo Crate.*\$4\.99/ })).toHaveFocus();
  });

  it('keeps the last amount that could be charged while a price being edited cannot be', async () => {
    const user = await openCatalogue();
    const price = () => screen.getByRole('group', { name: 'Price' });

    // 5.99 on the way to 5.995; the default currency's row comes first whatever order the draft keeps.
    await user.click(within(itemsList()).getByRole('button', { name: /Pouch of Gems/ }));
    const pouchUsd = within(price()).getByRole('textbox', { name: /Price: USD/ });
    expect(within(price()).getAllByRole('textbox')[0]).toBe(pouchUsd);
    await user.clear(pouchUsd);
    await user.type(pouchUsd, '5.995');
    expect(pouchUsd).toHaveAttribute('aria-invalid', 'true');
    await waitFor(
      () =>
        expect(lastSave()?.catalogue.items.find((item) => item.id === 'gems-pouch')?.prices).toEqual({
          USD: 599,
          EUR: 499,
          JPY: 800,
          KWD: 1500,
        }),
      { timeout: 4_000 },
    );
    expect(screen.getByText(/5\.995 cannot be charged/)).toBeVisible();
  });

  it('refuses to delete an item cards sell and orders wait for, naming them, and deletes an unused one', async () => {
    usageOf = (itemId) =>
      itemId === 'gems-pouch'
        ? {
            itemId,
            pendingOrderCount: 1,
            pendingOrders: [{ receiptNumber: 'GF-000042', createdAt: '2026-11-25T21:00:00.000Z' }],
          }
        : { itemId, pendingOrderCount: 0, pendingOrders: [] };
    const user = await openCatalogue();
    await user.click(within(itemsList()).getByRole('button', { name: /Pouch of Gems/ }));
    await user.click(screen.getByRole('button', { name: 'Delete item' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Pouch of Gems cannot be deleted yet');
    expect(refusal).toHaveTextContent('The card Pouch of Gems (Home › Ember Gems) sells it');
    expect(refusal).toHaveTextContent('The coupon GEMS15 applies only to it');
    expect(refusal).toHaveTextContent('The order GF-000042 waiting for payment holds it');
    expect(usageAsked).toEqual(['gems-pouch']);

    await user.click(screen.getByRole('button', { name: 'All items' }));
    expect(within(itemsList()).getByRole('button', { name: /Pouch of Gems/ })).toBeVisible();
    expect(saves).toHaveLength(0);

    await user.click(within(itemsList()).getByRole('button', { name: /Crimson/ }));
    await user.click(screen.getByRole('button', { name: 'Delete item' }));
    await waitFor(() => expect(within(itemsList()).queryByRole('button', { name: /Crimson/ })).toBeNull());
    await waitFor(
      () => expect(lastSave()?.catalogue.items.map((item) => item.id)).not.toContain('crimson-blade-skin'),
      { timeout: 4_000 },
    );
    expect(lastSave().catalogue.items).toHaveLength(emberfall.config.catalogue!.items!.length - 1);
  });

  it('adds, duplicates and deletes a coupon, and a percent coupon saves its rules', async () => {
    const user = await openCatalogue();
    await user.click(screen.getByRole('tab', { name: 'Coupons' }));
    const coupons = screen.getByRole('list', { name: 'Coupons' });
    expect(within(coupons).getByRole('button', { name: /GEMS15/ })).toBeVisible();
    // A fixed coupon reads in the default currency, whatever order its amounts are kept in.
    expect(within(coupons).getByRole('button', { name: /FIVEOFF.*\$5\.00 off/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const percent = screen.getByRole('textbox', { name: /Percent off/ });
    await user.clear(percent);
    await user.type(percent, '25');
    await user.type(screen.getByRole('textbox', { name: /Uses per player/ }), '1');
    await user.click(screen.getByRole('checkbox', { name: 'Pouch of Gems' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(screen.getByRole('heading', { level: 2, name: 'SAVE102' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete coupon' }));
    await waitFor(
      () => {
        const saved = (lastSave()?.catalogue as unknown as { coupons: Array<Record<string, unknown>> })?.coupons;
        expect(saved?.find((coupon) => coupon.code === 'SAVE10')).toEqual({
          code: 'SAVE10',
          kind: 'percentage',
          percent: 25,
          maxUsesPerPlayer: 1,
          itemIds: ['gems-pouch'],
        });
        expect(saved?.some((coupon) => coupon.code === 'SAVE102')).toBe(false);
      },
      { timeout: 4_000 },
    );
  });
});
