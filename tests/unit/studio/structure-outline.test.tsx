// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';
import { acceptDraftSaves, renderThemeEditor } from './render-editor';

// The Pages panel inside the real editor: its boundary is fetch (autosave) and the canvas iframe's postMessage,
// which the test reads from the iframe's window as the canvas would receive it.

const workingCopy = () => demoWorkingCopy('frostmark');

let saves: unknown[] = [];

beforeEach(() => {
  answerCanvasWithEmptyPage();
  saves = [];
  acceptDraftSaves(saves);
});
afterEach(() => vi.unstubAllGlobals());

const renderEditor = () => renderThemeEditor(workingCopy());

/** Every layout message the canvas received, newest last. */
function canvasLayouts() {
  const frame = document.querySelector('iframe')!;
  const received: Array<{
    type: string;
    layout?: { pages: Array<{ sections: Array<{ id: string; cards: Array<{ id: string }> }> }> };
    path?: string | null;
  }> = [];
  frame.contentWindow!.addEventListener('message', (event: MessageEvent) => received.push(event.data));
  return received;
}

async function openPages(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Pages' }));
  return screen.getByRole('list', { name: 'Sections of Command post' });
}

const sectionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Drag section / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Drag section ', ''));

describe('the Pages panel', () => {
  it('shows the page as an outline of sections and cards, and selecting a card opens its form', async () => {
    const user = userEvent.setup();
    renderEditor();
    const outline = await openPages(user);
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations']);
    const cards = within(outline).getByRole('list', { name: 'Cards of Frost Crystals' });
    await user.click(within(cards).getByRole('button', { name: /^Crystal cache/ }));
    const form = screen.getByRole('region', { name: 'Selected card' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('Crystal cache');
  });

  it('adds a section and sends the new layout to the canvas without a save in between', async () => {
    const user = userEvent.setup();
    renderEditor();
    const received = canvasLayouts();
    const outline = await openPages(user);
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations', 'New section']);
    await waitFor(() => {
      const last = received.filter((message) => message.type === 'layout').at(-1);
      expect(last?.layout?.pages[0]!.sections.map((section) => section.id)).toEqual([
        'briefing',
        'crystals',
        'ops',
        'new-section',
      ]);
    });
    expect(saves).toHaveLength(0);
    // The new section is selected: its form edits its title, and the canvas is asked to scroll to it.
    expect(
      within(screen.getByRole('region', { name: 'Selected section' })).getByRole('textbox', { name: /Section title/ }),
    ).toHaveValue('New section');
    expect(
      received.some((message) => message.type === 'highlight' && message.path === 'layout.pages.0.sections.3'),
    ).toBe(true);
    // Its title typed in the form renames its row in the outline.
    fireEvent.change(
      within(screen.getByRole('region', { name: 'Selected section' })).getByRole('textbox', { name: /Section title/ }),
      { target: { value: 'Vanguard deals' } },
    );
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations', 'Vanguard deals']);
    // An empty section says so and offers to add a card.
    const newCards = within(outline).getByRole('list', { name: 'Cards of Vanguard deals' });
    expect(within(newCards).getByText('No cards in this section yet.')).toBeVisible();
  });

  it('duplicates a card with a new id that no other card has', async () => {
    const user = userEvent.setup();
    renderEditor();
    const received = canvasLayouts();
    const outline = await openPages(user);
    await user.click(within(outline).getByRole('button', { name: 'Duplicate card Crystal shard' }));
    const cards = within(outline).getByRole('list', { name: 'Cards of Frost Crystals' });
    expect(within(cards).getAllByRole('button', { name: /^Drag card / })).toHaveLength(4);
    await waitFor(() => {
      const last = received.filter((message) => message.type === 'layout').at(-1);
      expect(last?.layout?.pages[0]!.sections[1]!.cards.map((card) => card.id)).toEqual([
        'crystal-shard',
        'crystal-shard-2',
        'crystal-cache',
        'steel-crate',
      ]);
    });
  });

  it('removes a section and brings it back with the toast’s Undo, or with Ctrl+Z', async () => {
    const user = userEvent.setup();
    renderEditor();
    const outline = await openPages(user);
    await user.click(within(outline).getByRole('button', { name: 'Remove section Operations' }));
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals']);
    const toast = await screen.findByText('Removed section Operations');
    const undo = within(toast.closest('li')!).getByRole('button', { name: 'Undo' });
    await user.click(undo);
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations']);

    await user.click(within(outline).getByRole('button', { name: 'Remove section Briefing' }));
    expect(sectionNames(outline)).toEqual(['Frost Crystals', 'Operations']);
    await user.keyboard('{Control>}z{/Control}');
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations']);
  });

  it('moves a section with the keyboard and says where it went', async () => {
    const user = userEvent.setup();
    renderEditor();
    const outline = await openPages(user);
    const down = within(outline).getByRole('button', { name: 'Move section Briefing down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(sectionNames(outline)).toEqual(['Frost Crystals', 'Briefing', 'Operations']);
    expect(screen.getByText('Moved section Briefing to position 2 of 3.')).toBeInTheDocument();
    expect(within(outline).getByRole('button', { name: 'Move section Frost Crystals up' })).toBeDisabled();
  });

  it('announces a keyboard drag in a publisher’s words through dnd-kit', async () => {
    const user = userEvent.setup();
    renderEditor();
    const outline = await openPages(user);
    const handle = within(outline).getByRole('button', { name: 'Drag section Operations' });
    handle.focus();
    await user.keyboard(' ');
    // The start is announced, then each position it passes (happy-dom has no layout: it lands on the first at once).
    const spoken = () => [...document.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' | ');
    await waitFor(() => expect(spoken()).toMatch(/Moving section Operations: now at position \d of 3\./));
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText('Moving section Operations was cancelled. It stays at position 3 of 3.'),
    ).toBeInTheDocument();
    expect(sectionNames(outline)).toEqual(['Briefing', 'Frost Crystals', 'Operations']);
  });

  it('selects the node the publisher clicked on the canvas and opens its form', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole('tab', { name: 'Pages' });
    const frame = document.querySelector('iframe')!;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: 'gamefront-studio', type: 'select', path: 'layout.pages.0.sections.2' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(screen.getByRole('tab', { name: 'Pages' })).toHaveAttribute('data-state', 'active');
    const form = screen.getByRole('region', { name: 'Selected section' });
    expect(within(form).getByRole('textbox', { name: /Section id/ })).toHaveValue('ops');
    // A path from a window that is not the canvas is ignored.
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { channel: 'gamefront-studio', type: 'select', path: 'layout.pages.0.sections.0' },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    expect(
      within(screen.getByRole('region', { name: 'Selected section' })).getByRole('textbox', { name: /Section id/ }),
    ).toHaveValue('ops');
    void user;
  });

  it('badges a card whose fields fail the schema, and the canvas keeps drawing its last valid version', async () => {
    const user = userEvent.setup();
    renderEditor();
    const received = canvasLayouts();
    const outline = await openPages(user);
    await user.click(within(outline).getByRole('button', { name: /^Crystal cache/ }));
    const name = within(screen.getByRole('region', { name: 'Selected card' })).getByRole('textbox', { name: /^Name/ });
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(within(outline).getByText('Needs a fix')).toBeVisible());
    await waitFor(() => {
      const last = received.filter((message) => message.type === 'layout').at(-1) as
        | {
            layout: { pages: Array<{ sections: Array<{ cards: Array<{ id: string; name?: string }> }> }> };
            invalidPaths: string[];
          }
        | undefined;
      expect(last?.invalidPaths).toContain('layout.pages.0.sections.1.cards.1');
      expect(last?.layout.pages[0]!.sections[1]!.cards[1]).toMatchObject({
        id: 'crystal-cache',
        name: 'Crystal cache',
      });
    });
  });
});
