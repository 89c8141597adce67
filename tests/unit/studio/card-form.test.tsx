// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { CardForm } from '~/studio/forms/card-form';
import { renderInEditorForm } from './editor-form-harness';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config;
const banner = 'layout.pages.0.sections.0.cards.0';
const offerChain = 'layout.pages.0.sections.0.cards.1';
const vault = 'layout.pages.0.sections.2.cards.2';

describe('the card form generated from the card schema', () => {
  it('shows a banner’s text, image with a thumbnail, position and link target from its schema', () => {
    renderInEditorForm(emberfall, <CardForm path={banner} />);
    const card = emberfall.layout.pages[0]!.sections[0]!.cards[0]!;
    if (card.type !== 'banner') throw new Error('fixture changed');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(card.title);
    expect(screen.getByRole('textbox', { name: /^Image URL/ })).toHaveValue(card.image.src);
    expect(screen.getByRole('group', { name: 'Image' }).querySelector('img')).toHaveAttribute('src', card.image.src);
    expect(screen.getByRole('combobox', { name: /Text position/ })).toHaveTextContent(/top|center|bottom/i);
    expect(screen.getByRole('switch', { name: 'Link' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('combobox', { name: /Leads to/ })).toBeInTheDocument();
    // Raw schema paths never label a field.
    expect(screen.queryByText(/layout\.pages/)).toBeNull();
  });

  it('puts a typed title in the editor’s form', () => {
    const { harness } = renderInEditorForm(emberfall, <CardForm path={banner} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Winter sale' } });
    expect(harness.form.getValues(`${banner}.title` as 'name')).toBe('Winter sale');
  });

  it('shows the shared schema’s error on the field it belongs to', async () => {
    renderInEditorForm(emberfall, <CardForm path={banner} />);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: '   ' } });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message).toHaveTextContent('Expected a non-empty text');
  });

  it('edits a purchasable card’s price kind, numbers, offer end in the shop’s zone and optional parts', async () => {
    const { harness } = renderInEditorForm(emberfall, <CardForm path={vault} />);
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '2500' } });
    expect(harness.form.getValues(`${vault}.amount` as 'name')).toBe(2500);

    const ends = screen.getByLabelText(/^Offer ends/);
    expect(ends).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Offer ends (UTC)')).toBe(ends);
    fireEvent.change(ends, { target: { value: '2027-03-01T18:30' } });
    expect(harness.form.getValues(`${vault}.endsAt` as 'name')).toBe('2027-03-01T18:30:00Z');

    const limit = screen.getByRole('switch', { name: /purchase limit/i });
    const hadLimit = limit.getAttribute('aria-checked') === 'true';
    fireEvent.click(limit);
    // A removed part is held as null in the form (left out of the saved config) and its switch turns off.
    expect(harness.form.getValues(`${vault}.limit` as 'name') ?? undefined).toEqual(
      hadLimit ? undefined : { limit: 1, remaining: 0 },
    );
    expect(screen.getByRole('switch', { name: /purchase limit/i })).toHaveAttribute('aria-checked', String(!hadLimit));
  });

  it('picks the catalogue item a card sells from a searchable list of names and ids', () => {
    const { harness } = renderInEditorForm(emberfall, <CardForm path={vault} />);
    const picker = screen.getByRole('group', { name: 'Catalogue item' });
    expect(within(picker).getByRole('button', { name: /Vault of Gems/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'pouch' } });
    expect(within(picker).queryByRole('button', { name: /Vault of Gems/ })).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: /Pouch of Gems gems-pouch/ }));
    expect(harness.form.getValues(`${vault}.itemId` as 'name')).toBe('gems-pouch');
  });

  it('shows the server’s issue with the saved draft on the field under the card it names', () => {
    renderInEditorForm(emberfall, <CardForm path={vault} />, [
      { path: `${vault}.itemId`, message: 'No catalogue item has the id gems-vault' },
    ]);
    const picker = screen.getByRole('group', { name: 'Catalogue item' });
    expect(within(picker).getByText('No catalogue item has the id gems-vault')).toBeVisible();
    expect(within(picker).getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches a banner’s link from a page to an https address, kept whole in the form', async () => {
    const user = userEvent.setup();
    const { harness } = renderInEditorForm(emberfall, <CardForm path={banner} />);
    await user.click(screen.getByRole('combobox', { name: /Leads to/ }));
    await user.click(await screen.findByRole('option', { name: 'External link (https)' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Web address/ }), {
      target: { value: 'https://emberfall.example/news' },
    });
    expect(harness.form.getValues(`${banner}.link` as 'name')).toEqual({
      target: 'EXTERNAL_URL',
      url: 'https://emberfall.example/news',
    });
  });

  it('says when no catalogue item matches the search, and when the catalogue is empty', () => {
    const first = renderInEditorForm(emberfall, <CardForm path={vault} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dragon scale' } });
    expect(screen.getByText('No item matches “dragon scale”.')).toBeVisible();
    first.unmount();
    renderInEditorForm({ ...emberfall, catalogue: { ...emberfall.catalogue, items: [] } }, <CardForm path={vault} />);
    expect(screen.getByText(/The catalogue has no items yet/)).toBeVisible();
    expect(screen.getByText('Sells gems-vault, which the catalogue lacks')).toBeVisible();
  });

  it('says so instead of guessing a form for a card type the studio does not know', () => {
    const layout = structuredClone(emberfall.layout) as unknown as {
      pages: Array<{ sections: Array<{ cards: Array<Record<string, unknown>> }> }>;
    };
    layout.pages[0]!.sections[0]!.cards[0]!.type = 'hologram';
    renderInEditorForm({ ...emberfall, layout }, <CardForm path={banner} />);
    expect(screen.getByText('This card’s type is not one the studio knows (hologram).')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('adds, moves and removes the offers of a chain', async () => {
    const { harness } = renderInEditorForm(emberfall, <CardForm path={offerChain} />);
    const links = () => harness.form.getValues(`${offerChain}.links` as 'name') as unknown as Array<{ id: string }>;
    const before = links().map((link) => link.id);
    fireEvent.click(screen.getByRole('button', { name: 'Add offer' }));
    expect(links()).toHaveLength(before.length + 1);
    const added = links()[before.length]!;
    expect(added.id).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);

    fireEvent.click(screen.getByRole('button', { name: `Move Offer ${before.length + 1} up` }));
    expect(links()[before.length - 1]!.id).toBe(added.id);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Move Offer \d+.* up$/));

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Remove Offer ${before.length}`) }));
    expect(links().map((link) => link.id)).toEqual(before);
    await act(async () => {});
  });
});
