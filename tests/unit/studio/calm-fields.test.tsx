// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import { ItemsTab } from '~/studio/catalogue/items-tab';
import { ShopSettings } from '~/studio/editor/shop-fields';
import { CardForm } from '~/studio/forms/card-form';
import { FooterLinks } from '~/studio/forms/footer-links';
import { markPublishAttempt } from '~/studio/forms/use-form-field';
import { renderInEditorForm } from './editor-form-harness';

const emberfall = demoShops.find((shop) => shop.handle === 'emberfall')!.config;
const vault = 'layout.pages.0.sections.2.cards.2';

/** The error message a control points at, if any. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('a new list entry in a generated form', () => {
  it('starts calm: its empty field shows no error until the publisher leaves it, while the form counts it', async () => {
    const { harness } = renderInEditorForm(
      { ...emberfall, footer: { ...emberfall.footer, legalLinks: [] } },
      <FooterLinks />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add legal link' }));
    const entry = screen.getByRole('listitem', { name: /^Legal link 1/ });
    const label = within(entry).getByRole('textbox', { name: /^Label/ });
    const url = within(entry).getByRole('textbox', { name: /^Web address/ });
    // The form (and so the outline badge and the publish dialog) knows both fields are wrong...
    await waitFor(() => expect(harness.form.getFieldState('footer.legalLinks.0.label').error).toBeDefined());
    expect(harness.form.getFieldState('footer.legalLinks.0.url').error).toBeDefined();
    // ...but the fields do not shout before the publisher has met them.
    expect(errorOf(label)).toBeNull();
    expect(errorOf(url)).toBeNull();

    act(() => {
      label.focus();
      label.blur();
    });
    await waitFor(() => expect(errorOf(label)).toContain('Expected a non-empty text'));
    expect(errorOf(url)).toBeNull();
  });

  it('shows the error of a field being typed into at once', async () => {
    renderInEditorForm({ ...emberfall, footer: { ...emberfall.footer, legalLinks: [] } }, <FooterLinks />);
    fireEvent.click(screen.getByRole('button', { name: 'Add legal link' }));
    const url = within(screen.getByRole('listitem', { name: /^Legal link 1/ })).getByRole('textbox', {
      name: /^Web address/,
    });
    fireEvent.change(url, { target: { value: 'http://example.com' } });
    await waitFor(() => expect(errorOf(url)).toContain('https'));
  });

  it('shows every error after a publish attempt, touched or not', async () => {
    const { harness } = renderInEditorForm(
      { ...emberfall, footer: { ...emberfall.footer, legalLinks: [] } },
      <FooterLinks />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add legal link' }));
    const entry = screen.getByRole('listitem', { name: /^Legal link 1/ });
    const label = within(entry).getByRole('textbox', { name: /^Label/ });
    expect(errorOf(label)).toBeNull();
    await act(() => markPublishAttempt(harness.form));
    await waitFor(() => expect(errorOf(label)).toContain('Expected a non-empty text'));
    expect(errorOf(within(entry).getByRole('textbox', { name: /^Web address/ }))).not.toBeNull();
  });

  it('shows an existing field’s error from the start when the server lists it', () => {
    const path = `${vault}.name`;
    renderInEditorForm(emberfall, <CardForm path={vault} />, [{ path, message: 'The server says no' }]);
    expect(errorOf(screen.getByRole('textbox', { name: /^Name/ }))).toContain('The server says no');
  });
});

describe('a new row in a catalogue entry', () => {
  it('starts calm, and shows its error once left', async () => {
    const { harness } = renderInEditorForm(emberfall, <ItemsTab shop="emberfall" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a thing' }));
    const things = screen.getAllByRole('textbox', { name: /^Thing \d/ });
    const fresh = things[things.length - 1]!;
    expect(fresh).toHaveValue('');
    // The form holds the new row's error (the publish dialog lists it) while the field stays calm. A whole-form check
    // puts it there as the editor's undo and reload do (a change inside an entry does not yet; see decision 045).
    await act(() => harness.form.trigger());
    await waitFor(() => {
      const items = harness.form.getValues('catalogue.items') ?? [];
      const at = items.findIndex((item) => item.contents?.some((thing) => thing.name === ''));
      const row = items[at]!.contents!.findIndex((thing) => thing.name === '');
      const path = `catalogue.items.${at}.contents.${row}.name`;
      expect(harness.form.getFieldState(path as 'name').error?.message).toBe('Expected a non-empty text');
    });
    expect(errorOf(fresh)).toBeNull();
    act(() => {
      fresh.focus();
      fresh.blur();
    });
    await waitFor(() => expect(errorOf(fresh)).toContain('Expected a non-empty text'));
  });
});

describe('times in the shop’s time zone', () => {
  const berlin = { ...emberfall, timeZone: 'Europe/Berlin' };

  it('labels a card’s date-time with the zone and stores the instant the zone’s clock means', () => {
    const { harness } = renderInEditorForm(berlin, <CardForm path={vault} />);
    const ends = screen.getByLabelText('Offer ends (Europe/Berlin)');
    fireEvent.change(ends, { target: { value: '2026-07-15T12:00' } });
    expect(harness.form.getValues(`${vault}.endsAt` as 'name')).toBe('2026-07-15T10:00:00Z');
    expect(ends).toHaveValue('2026-07-15T12:00');
    // A time the clocks skip is moved past the gap, and the field then shows what it became.
    fireEvent.change(ends, { target: { value: '2026-03-29T02:30' } });
    expect(harness.form.getValues(`${vault}.endsAt` as 'name')).toBe('2026-03-29T01:30:00Z');
    expect(ends).toHaveValue('2026-03-29T03:30');
  });

  it('re-reads every time when the publisher picks another zone from the search', async () => {
    const { harness } = renderInEditorForm(
      emberfall,
      <>
        <ShopSettings />
        <CardForm path={vault} />
      </>,
    );
    fireEvent.change(screen.getByLabelText(/^Offer ends/), { target: { value: '2026-07-15T12:00' } });
    expect(harness.form.getValues(`${vault}.endsAt` as 'name')).toBe('2026-07-15T12:00:00Z');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search time zones' }), { target: { value: 'berl' } });
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Time zones' })).getByRole('button', { name: /Europe\/Berlin/ }),
    );
    expect(harness.form.getValues('timeZone')).toBe('Europe/Berlin');
    await waitFor(() => expect(screen.getByLabelText('Offer ends (Europe/Berlin)')).toHaveValue('2026-07-15T14:00'));
    // The instant stays what it was: only how it is shown changed.
    expect(harness.form.getValues(`${vault}.endsAt` as 'name')).toBe('2026-07-15T12:00:00Z');
  });

  it('says when no zone matches the search', () => {
    renderInEditorForm(emberfall, <ShopSettings />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search time zones' }), { target: { value: 'Atlantis' } });
    expect(screen.getByText('No time zone matches “Atlantis”.')).toBeVisible();
  });
});
