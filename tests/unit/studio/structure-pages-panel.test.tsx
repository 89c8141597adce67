// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menu } from '../../../schemas/menu';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';
import { acceptDraftSaves, renderThemeEditor } from './render-editor';

// The Pages panel's pages (add, remove, the menu link a new page needs), the canvas following the chosen page, and a
// card moved to another section by keyboard; inside the real editor, its boundaries fetch and the canvas's messages.

let saves: Array<{ config: { layout: unknown; menu: Menu } }> = [];

beforeEach(() => {
  answerCanvasWithEmptyPage();
  saves = [];
  acceptDraftSaves(saves);
});
afterEach(() => vi.unstubAllGlobals());

/** Frostmark without its menu link to the Shop page (and so, as a publisher would, free to add that page). */
function workingCopy() {
  const copy = demoWorkingCopy('frostmark');
  const config = copy.config as { menu: Menu };
  return { ...copy, config: { ...config, menu: config.menu.filter((item) => item.target !== 'SHOP') } };
}

const renderEditor = () => renderThemeEditor(workingCopy());

/** Every message the canvas received, newest last. */
function canvasMessages() {
  const frame = document.querySelector('iframe')!;
  const received: Array<{ type: string; target?: string }> = [];
  frame.contentWindow!.addEventListener('message', (event: MessageEvent) => received.push(event.data));
  return received;
}

async function fromCanvas(data: unknown) {
  const frame = document.querySelector('iframe')!;
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: frame.contentWindow }),
    );
  });
}

const pageChips = () =>
  within(screen.getByRole('list', { name: 'Pages of the shop' }))
    .getAllByRole('button')
    .map((chip) => `${chip.textContent}${chip.getAttribute('aria-pressed') === 'true' ? '*' : ''}`);

describe('pages in the Pages panel', () => {
  it('adds a page by keyboard, moves the canvas to it, warns that no menu link leads there and adds one', async () => {
    const user = userEvent.setup();
    renderEditor();
    const received = canvasMessages();
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    expect(pageChips()).toEqual(['Home*', 'Hub']);
    screen.getByRole('button', { name: 'Add a page' }).focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Add a page' });
    // The first page the shop lacks is chosen; an empty title is refused on the field.
    expect(within(form).getByRole('combobox', { name: 'Page' })).toHaveTextContent('Shop');
    await user.click(within(form).getByRole('button', { name: 'Add page' }));
    expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      'Give the page a title players will see',
    );
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Armoury{Enter}');

    expect(pageChips()).toEqual(['Home', 'Hub', 'Shop*']);
    expect(screen.getByRole('textbox', { name: /Page title/ })).toHaveValue('Armoury');
    expect(screen.getByText('This page has no sections yet.')).toBeInTheDocument();
    expect(screen.getByText('Added the Shop page, Armoury. It has no sections yet.')).toBeInTheDocument();
    expect(received).toContainEqual({ channel: 'gamefront-studio', type: 'show-page', target: 'SHOP' });

    const note = screen.getByRole('note', { name: 'Page not in the menu' });
    expect(note).toHaveTextContent('No menu link leads to the Shop page: players cannot reach it.');
    await user.click(within(note).getByRole('button', { name: 'Add “Armoury” to the menu' }));
    expect(screen.queryByRole('note', { name: 'Page not in the menu' })).toBeNull();
    await waitFor(() => expect(saves.at(-1)?.config.menu.at(-1)).toMatchObject({ label: 'Armoury', target: 'SHOP' }));
  });

  it('removes a page but never the home page, and brings it back with the toast’s Undo or Ctrl+Z', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    expect(screen.queryByRole('button', { name: /Remove the Home page/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hub' }));
    await user.click(screen.getByRole('button', { name: 'Remove the Hub page' }));
    expect(pageChips()).toEqual(['Home*']);
    const toast = await screen.findByText('Removed the Hub page');
    await user.click(within(toast.closest('li')!).getByRole('button', { name: 'Undo' }));
    expect(pageChips()).toEqual(['Home', 'Hub*']);

    await user.click(screen.getByRole('button', { name: 'Remove the Hub page' }));
    expect(pageChips()).toEqual(['Home*']);
    await user.keyboard('{Control>}z{/Control}');
    expect(pageChips().map((chip) => chip.replace('*', ''))).toEqual(['Home', 'Hub']);
  });

  it('follows the page the canvas shows when a menu link inside it leads elsewhere', async () => {
    const user = userEvent.setup();
    renderEditor();
    const received = canvasMessages();
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    await fromCanvas({ channel: 'gamefront-studio', type: 'page-shown', target: 'HUB' });
    expect(pageChips()).toEqual(['Home', 'Hub*']);
    // The canvas is already there: the editor does not send it back.
    expect(received.filter((message) => message.type === 'show-page')).toEqual([]);
    // A message that fails its schema changes nothing.
    await fromCanvas({ channel: 'gamefront-studio', type: 'page-shown', target: 'NOWHERE' });
    expect(pageChips()).toEqual(['Home', 'Hub*']);
    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(received).toContainEqual({ channel: 'gamefront-studio', type: 'show-page', target: 'HOME' });
  });
});

describe('moving a card to another section', () => {
  it('moves a card with its "Move to section…" menu by keyboard, says where it went, and keeps it selected', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Pages' }));
    const outline = screen.getByRole('list', { name: 'Sections of Command post' });
    await user.click(within(outline).getByRole('button', { name: /^Crystal cache/ }));
    within(outline).getByRole('button', { name: 'Move card Crystal cache to another section' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Briefing', 'Operations']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Operations' }));

    const names = (section: string) =>
      within(within(outline).getByRole('list', { name: `Cards of ${section}` }))
        .queryAllByRole('button', { name: /^Drag card / })
        .map((handle) => handle.getAttribute('aria-label')!.replace('Drag card ', ''));
    expect(names('Frost Crystals')).not.toContain('Crystal cache');
    expect(names('Operations').at(-1)).toBe('Crystal cache');
    expect(
      screen.getByText(/^Moved card Crystal cache to section Operations, position \d of \d\.$/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Selected card' })).getByRole('textbox', { name: /^Name/ }),
    ).toHaveValue('Crystal cache');
  });
});
