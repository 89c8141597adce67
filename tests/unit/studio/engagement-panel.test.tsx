// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { emptyEngagement, type Engagement } from '../../../schemas/engagement';
import { type ReactNode, useState } from 'react';
import { configWithValues, type EditorValues } from '~/studio/editor/editor-values';
import { CardForm } from '~/studio/forms/card-form';
import { answerCanvasWithEmptyPage, demoWorkingCopy } from './editor-fixtures';
import { renderInEditorForm } from './editor-form-harness';
import { acceptDraftSaves, renderThemeEditor } from './render-editor';

// The Engagement panel inside the real editor shell (fetch is the boundary: a fake studio server accepting draft
// saves), and the engagement pickers of a card form. What a publisher notices: the fields, the saved draft, the
// schema's own messages, the publish refusal, undo.

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config;

interface SavedDraft {
  config: { engagement: Engagement };
}
let saves: SavedDraft[] = [];

beforeEach(() => {
  answerCanvasWithEmptyPage();
  saves = [];
  acceptDraftSaves(saves);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The emberfall editor with the given engagement rules, opened on the Engagement panel's `tab`. */
async function openEngagement(tab: string, engagement?: Partial<Engagement>) {
  const copy = demoWorkingCopy('emberfall');
  renderThemeEditor({ ...copy, config: configWith(engagement) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Engagement' }));
  await user.click(screen.getByRole('tab', { name: tab }));
  return user;
}

/** Emberfall with only the given engagement rules, and its offer chain card a drawing (naming no chain) or `chainId`. */
function configWith(engagement: Partial<Engagement> = {}, chainId?: string) {
  const config = structuredClone(emberfall);
  const card = config.layout.pages[0]!.sections[0]!.cards[1]!;
  if (card.type !== 'offer_chain') throw new Error('fixture changed');
  card.chainId = chainId;
  if (chainId === undefined) delete card.chainId;
  return { ...config, engagement: { ...structuredClone(emptyEngagement), ...engagement } };
}

const lastSaved = () => saves.at(-1)?.config.engagement;

const campaign: NonNullable<Engagement['loyalty']> = {
  name: 'Ember Club',
  currencyName: 'Embers',
  tiers: [
    { id: 'bronze', name: 'Bronze', startPoints: 0, pointsPerDollar: 10, multiplierPercent: 100 },
    { id: 'gold', name: 'Gold', startPoints: 1000, pointsPerDollar: 10, multiplierPercent: 150 },
  ],
  milestones: [],
};

describe('the Engagement panel', () => {
  it('adds a mission from the empty state, names it, and the draft saves it with its goal and reward', async () => {
    const user = await openEngagement('Missions');
    expect(screen.getByText('No missions yet. Add one to give players a daily goal.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add mission' }));

    const mission = screen.getByRole('listitem', { name: 'Mission 1' });
    await user.type(within(mission).getByRole('textbox', { name: /^Mission name/ }), 'Win 3 matches');
    expect(screen.getByRole('heading', { name: 'Mission 1: Win 3 matches' })).toBeVisible();
    // The goal's kind picks its fields: a game event has a name and a count.
    within(mission)
      .getByRole('combobox', { name: /^Completed by/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'A game event' }));
    await user.type(within(mission).getByRole('textbox', { name: /^Game event name/ }), 'match_won');
    fireEvent.change(within(mission).getByRole('spinbutton', { name: /^How many times/ }), { target: { value: '3' } });
    const reward = within(mission).getByRole('listitem', { name: 'Reward 1' });
    await user.type(within(reward).getByRole('textbox', { name: /^Reward name/ }), 'Gold');
    fireEvent.change(within(reward).getByRole('spinbutton', { name: /^Amount/ }), { target: { value: '50' } });

    await waitFor(() =>
      expect(lastSaved()?.missions.list).toEqual([
        {
          id: 'mission-1',
          name: 'Win 3 matches',
          period: 'daily',
          goal: { kind: 'event', event: 'match_won', count: 3 },
          rewards: [{ name: 'Gold', amount: 50 }],
        },
      ]),
    );
  });

  it('edits a loyalty tier’s multiplier, and a value out of range shows the schema’s message on the field', async () => {
    const user = await openEngagement('Loyalty', { loyalty: campaign });
    expect(screen.getByRole('switch', { name: 'Run a loyalty campaign' })).toHaveAttribute('aria-checked', 'true');
    const gold = screen.getByRole('listitem', { name: 'Tier 2: Gold' });
    const multiplier = within(gold).getByRole('spinbutton', { name: /^Multiplier/ });
    expect(multiplier).toHaveAccessibleDescription(/100 is ×1, 150 is ×1\.5/);

    await user.clear(multiplier);
    await user.type(multiplier, '200');
    await waitFor(() => expect(lastSaved()?.loyalty?.tiers[1]).toMatchObject({ id: 'gold', multiplierPercent: 200 }));

    await user.clear(multiplier);
    await user.type(multiplier, '50');
    await waitFor(() => expect(multiplier).toHaveAttribute('aria-invalid', 'true'));
    expect(multiplier).toHaveAccessibleDescription(/Expected a percentage from 100 to 1000/);
  });

  it('refuses to publish while an engagement field breaks its schema, naming the field', async () => {
    const user = await openEngagement('Daily gifts');
    expect(screen.getByText('No daily gifts yet. Add one to bring players back every day.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add daily gift' }));
    const gift = screen.getByRole('listitem', { name: 'Daily gift 1' });
    // Left empty, the gift's name and its first day's reward break the schema; publishing lists them.
    expect(within(gift).getByRole('textbox', { name: /^Gift name/ })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fix these before publishing' });
    expect(await within(dialog).findByText(/engagement\.dailyGifts\.0\.name/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Publish now' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(within(gift).getByRole('textbox', { name: /^Gift name/ })).toHaveAccessibleDescription(
      /Expected a non-empty text/,
    );
  });

  it('undoes an engagement edit in one step, back to the saved value', async () => {
    const user = await openEngagement('Loyalty', { loyalty: campaign });
    const name = screen.getByRole('textbox', { name: /^Campaign name/ });
    // Emptying the field and typing the new name is one run of typing: one step.
    await user.clear(name);
    await user.type(name, 'Ember Legends', { skipClick: true });
    await user.tab();
    await waitFor(() => expect(lastSaved()?.loyalty?.name).toBe('Ember Legends'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: /^Campaign name/ })).toHaveValue('Ember Club');
    await waitFor(() => expect(lastSaved()?.loyalty?.name).toBe('Ember Club'));

    // Switching the campaign off is one step too, and Ctrl+Z brings it back whole.
    await user.click(screen.getByRole('switch', { name: 'Run a loyalty campaign' }));
    expect(screen.queryByRole('textbox', { name: /^Campaign name/ })).toBeNull();
    await waitFor(() => expect(saves.at(-1)?.config.engagement).not.toHaveProperty('loyalty'));
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('listitem', { name: 'Tier 2: Gold' })).toBeVisible();
    await waitFor(() => expect(lastSaved()?.loyalty).toEqual(campaign));
  });

  it('sets a pass’s XP per game event, and keeps a name the game could not post out of the draft, saying why', async () => {
    const pass: Engagement['passes'][number] = {
      id: 'season-4',
      name: 'Season 4',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2027-05-01T00:00:00Z',
      xpPerLevel: 300,
      xpPerDollar: 0,
      eventXp: { match_won: 40 },
      levels: [{ free: [{ name: 'Gold', amount: 100 }], premium: [{ name: 'Gems', amount: 10 }] }],
    };
    const user = await openEngagement('Passes', { passes: [pass] });
    const xp = screen.getByRole('group', { name: 'XP per game event' });
    await user.click(within(xp).getByRole('button', { name: 'Add event' }));
    const name = within(xp).getByRole('textbox', { name: /^Event 2 name/ });
    await user.clear(name);
    await user.type(name, 'boss_killed', { skipClick: true });
    await waitFor(() => expect(lastSaved()?.passes[0]?.eventXp).toEqual({ match_won: 40, boss_killed: 10 }));

    await user.type(name, ' Boss', { skipClick: true });
    expect(name).toHaveValue('boss_killed Boss');
    expect(name).toHaveAccessibleDescription(/Expected an event name like match_won/);
    await waitFor(() => expect(lastSaved()?.passes[0]?.eventXp).toEqual({ match_won: 40 }));
  });
});

/** A card's form the publisher can close and open again, as selecting another card and back does. */
function Reopenable({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Close the card' : 'Open the card'}
      </button>
      {open ? children : null}
    </>
  );
}

describe('the engagement pickers of a card form', () => {
  const offerChainCard = 'layout.pages.0.sections.0.cards.1';
  /** The offer chain card as the draft would save it. */
  const cardSaved = (values: EditorValues) =>
    (configWithValues(emberfall, values) as typeof emberfall).layout.pages[0]!.sections[0]!.cards[1];
  const chains: Engagement['offerChains'] = [
    {
      id: 'starter',
      name: 'Starter path',
      reset: 'never',
      duplicatePayment: 'refund',
      links: [{ id: 'free', rewards: [{ name: 'Gems', amount: 10 }] }],
    },
    {
      id: 'weekly',
      name: 'Weekly climb',
      reset: 'weekly',
      duplicatePayment: 'refund',
      links: [{ id: 'free', rewards: [{ name: 'Gems', amount: 10 }] }],
    },
  ];

  it('points an offer chain card at a chain picked by name, and back to a drawing', async () => {
    const { harness } = renderInEditorForm(configWith({ offerChains: chains }), <CardForm path={offerChainCard} />);
    const user = userEvent.setup();
    const picker = screen.getByRole('combobox', { name: /^Offer chain/ });
    expect(picker).toHaveTextContent('None (a drawing)');
    picker.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None (a drawing)',
      'Starter path',
      'Weekly climb',
    ]);
    await user.click(screen.getByRole('option', { name: 'Weekly climb' }));
    expect(harness.form.getValues(`${offerChainCard}.chainId` as 'name')).toBe('weekly');

    picker.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'None (a drawing)' }));
    expect(picker).toHaveTextContent('None (a drawing)');
    expect(cardSaved(harness.form.getValues())).not.toHaveProperty('chainId');
  });

  it('keeps a removed chain removed when the card’s form opens again', async () => {
    const config = configWith({ offerChains: chains }, 'weekly');
    const { harness } = renderInEditorForm(
      config,
      <Reopenable>
        <CardForm path={offerChainCard} />
      </Reopenable>,
    );
    const user = userEvent.setup();
    const picker = () => screen.getByRole('combobox', { name: /^Offer chain/ });
    expect(picker()).toHaveTextContent('Weekly climb');
    picker().focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'None (a drawing)' }));
    expect(picker()).toHaveTextContent('None (a drawing)');
    // The publisher selects another card and comes back: the removed chain stays removed.
    await user.click(screen.getByRole('button', { name: 'Close the card' }));
    await user.click(screen.getByRole('button', { name: 'Open the card' }));
    expect(picker()).toHaveTextContent('None (a drawing)');
    expect(cardSaved(harness.form.getValues())).not.toHaveProperty('chainId');
  });

  it('says where to add a chain when the shop has none', () => {
    renderInEditorForm(configWith(), <CardForm path={offerChainCard} />);
    expect(screen.getByRole('combobox', { name: /^Offer chain/ })).toHaveAccessibleDescription(
      /The shop has no offer chains yet\. Add one in the Engagement panel/,
    );
  });
});
