// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { WorkingCopy } from '../../../schemas/studio';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';
import { renderThemeEditor } from './render-editor';

// The editor's boundary is fetch: a fake studio server answers each call the way its contract (schemas/studio.ts)
// says. The canvas is an iframe this DOM does not load; the browser tests (studio-theme-editor.spec.ts) cover it.

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!;

const workingCopy = (role: WorkingCopy['role']) => demoWorkingCopy('emberfall', role);

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
let answerSave: (body: { baseRevision: string }) => { status: number; body: unknown };

beforeEach(() => {
  answerCanvasWithEmptyPage();
  calls = [];
  answerSave = ({ baseRevision }) => ({
    status: 200,
    body: { revision: `${baseRevision}+1`, updatedAt: new Date().toISOString(), hasDraft: true, issues: [] },
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path: input, body });
    if (input.endsWith('/draft') && init.method === 'PUT') {
      const answer = answerSave(body as { baseRevision: string });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (input.endsWith('/working-copy') || (input.endsWith('/draft') && init.method === 'DELETE')) {
      return new Response(JSON.stringify({ ...workingCopy('editor'), revision: 'r9' }), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderEditor = (role: WorkingCopy['role']) => renderThemeEditor(workingCopy(role));

const primary = () => screen.getByRole('textbox', { name: 'Primary colour' });

describe('the theme editor', () => {
  it('shows the shop’s live theme in its controls and says it is published', () => {
    renderEditor('editor');
    expect(primary()).toHaveValue(emberfall.config.theme.primaryColor);
    expect(screen.getByText(/Published · version 1/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('saves an edit as a draft based on the revision it started from, and undo brings the value back', async () => {
    renderEditor('editor');
    fireEvent.change(primary(), { target: { value: '#22c55e' } });
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1), { timeout: 3_000 });
    const saved = calls.find((call) => call.method === 'PUT')!;
    expect(saved.path).toBe('/studio/api/shops/emberfall/draft');
    expect(saved.body).toMatchObject({ baseRevision: 'r1', config: { theme: { primaryColor: '#22c55e' } } });
    await screen.findByText(/All changes saved/);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(primary()).toHaveValue(emberfall.config.theme.primaryColor);
    // The next save names the revision the first one answered.
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2), { timeout: 3_000 });
    expect(calls.filter((call) => call.method === 'PUT')[1]!.body).toMatchObject({ baseRevision: 'r1+1' });
  });

  it('refuses a value that would break out of a CSS declaration, with the error on the field', async () => {
    renderEditor('editor');
    fireEvent.change(primary(), { target: { value: 'red;}body{background:url(https://x)}' } });
    expect(await screen.findByText(/colour|hex/i, { selector: '[id$="-message"], [role="alert"], p' })).toBeVisible();
    expect(primary()).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the publisher who changed the shop when a save is refused as stale', async () => {
    answerSave = () => ({
      status: 409,
      body: {
        error: {
          code: 'draft_conflict',
          message: 'Someone else changed this shop',
          details: {
            changedBy: 'ada@example.com',
            changedAt: '2026-11-25T21:00:00.000Z',
            changedFields: ['theme.primaryColor'],
            revision: 'r7',
          },
        },
      },
    });
    renderEditor('editor');
    fireEvent.change(primary(), { target: { value: '#0ea5e9' } });
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this shop' }, { timeout: 3_000 });
    expect(within(dialog).getByText(/ada@example\.com/)).toBeVisible();
    expect(within(dialog).getByText(/theme\.primaryColor|Primary colour/)).toBeVisible();
  });

  it('keeps every group of settings a tab away, and a change in any of them is saved with the rest', async () => {
    const user = userEvent.setup();
    renderEditor('editor');
    await user.click(screen.getByRole('tab', { name: 'Style' }));
    await user.click(screen.getByRole('radio', { name: 'Button type hutch' }));
    expect(screen.getByRole('radio', { name: 'Button type hutch' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Typography set fateless' })).toBeVisible();
    expect(screen.getAllByRole('slider').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Shop' }));
    const name = screen.getByRole('textbox', { name: 'Shop name' });
    expect(name).toHaveValue(emberfall.config.name);
    await user.clear(name);
    await user.type(name, 'Emberfall Reborn');
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(screen.getByRole('checkbox', { name: 'Ask players for cookie consent' })).toBeVisible();
    await waitFor(
      () =>
        expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
          config: { name: 'Emberfall Reborn', theme: { buttonType: 'hutch' } },
        }),
      { timeout: 3_000 },
    );
  });

  it('switches the canvas between device widths', async () => {
    const user = userEvent.setup();
    renderEditor('editor');
    const widths = screen.getByRole('group', { name: 'Canvas width' });
    await user.click(within(widths).getByRole('button', { name: /Phone 380/ }));
    expect(within(widths).getByRole('button', { name: /Phone 380/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(widths).getByRole('button', { name: /Desktop 1280/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks before publishing, listing what the contrast check found', async () => {
    const user = userEvent.setup();
    renderEditor('editor');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this theme?' });
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Publish anyway/ }));
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toBeEnabled();
  });

  it('lists a field the publisher never touched when publishing is tried, from the form’s own checks', async () => {
    const copy = workingCopy('editor');
    const config = copy.config as typeof emberfall.config;
    const [first, ...rest] = config.catalogue.items;
    const broken = { ...config, catalogue: { ...config.catalogue, items: [{ ...first!, name: '' }, ...rest] } };
    renderThemeEditor({ ...copy, config: broken });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix these before publishing' });
    expect(await within(dialog).findByText(/catalogue\.items\.0\.name/)).toBeVisible();
  });

  it('discards the draft after asking, and shows the live theme again', async () => {
    const user = userEvent.setup();
    renderEditor('editor');
    fireEvent.change(primary(), { target: { value: '#22c55e' } });
    await screen.findByText(/All changes saved/, undefined, { timeout: 3_000 });
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(primary()).toHaveValue(emberfall.config.theme.primaryColor));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/studio/api/shops/emberfall/draft')).toBe(
      true,
    );
  });

  it('fixes a contrast warning with one click on the suggested colour', async () => {
    const user = userEvent.setup();
    renderEditor('editor');
    const fixes = screen.getAllByRole('button', { name: /^Use #[0-9a-f]{6}/i });
    expect(fixes.length).toBeGreaterThan(0);
    const before = fixes.length;
    await user.click(fixes[0]!);
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Use #[0-9a-f]{6}/i }).length).toBeLessThan(before),
    );
  });

  it('lets a viewer look but not change anything', async () => {
    renderEditor('viewer');
    expect(primary()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await act(async () => {
      fireEvent.change(primary(), { target: { value: '#000000' } });
    });
    expect(calls).toEqual([]);
  });
});
