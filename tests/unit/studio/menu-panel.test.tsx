// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../../fixtures/shops/index';
import type { Menu } from '../../../schemas/menu';
import { FooterLinks } from '~/studio/forms/footer-links';
import { MenuPanel } from '~/studio/forms/menu-panel';
import { renderInEditorForm } from './editor-form-harness';

const neonDrift = demoShops.find((shop) => shop.handle === 'neon-drift')!.config;

function renderMenu() {
  const view = renderInEditorForm(neonDrift, <MenuPanel />);
  const menu = () => view.harness.form.getValues('menu') as Menu;
  return { ...view, menu };
}

const entry = (name: RegExp) => screen.getByRole('listitem', { name });

describe('the menu panel', () => {
  it('lists every menu item with its target, badge and the links of a group', () => {
    renderMenu();
    expect(screen.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();
    const group = entry(/^Menu item 5: More$/);
    expect(within(group).getAllByRole('combobox', { name: /Leads to/ })[0]).toHaveTextContent('Group of links');
    expect(within(group).getByRole('listitem', { name: 'Link 3: Community' })).toBeVisible();
    const shop = entry(/^Menu item 2: Shop$/);
    expect(within(shop).getByRole('combobox', { name: /Notification badge/ })).toHaveTextContent('Bar');
  });

  it('adds a link inside a group of links and names it', () => {
    const { menu } = renderMenu();
    const group = entry(/^Menu item 5: More$/);
    fireEvent.click(within(group).getByRole('button', { name: 'Add link' }));
    const added = within(group).getByRole('listitem', { name: /^Link 4$/ });
    fireEvent.change(within(added).getByRole('textbox', { name: /^Label/ }), { target: { value: 'Patch notes' } });
    const more = menu()[4]!;
    expect(more.target).toBe('NESTED');
    if (more.target !== 'NESTED') return;
    expect(more.children[3]).toMatchObject({ label: 'Patch notes', target: 'SHOP', badge: 'NONE' });
  });

  it('turns an item into a group of links, keeping its label', async () => {
    const user = userEvent.setup();
    const { menu } = renderMenu();
    const rewards = entry(/^Menu item 4: Rewards$/);
    await user.click(within(rewards).getByRole('combobox', { name: /Leads to/ }));
    await user.click(await screen.findByRole('option', { name: 'Group of links' }));
    expect(menu()[3]).toMatchObject({ id: 'loyalty', label: 'Rewards', target: 'NESTED' });
    expect(within(entry(/^Menu item 4: Rewards$/)).getByRole('group', { name: 'Links in the group' })).toBeVisible();
  });

  it('accepts https links only, with the schema’s message on the field', async () => {
    const { menu } = renderMenu();
    const leaderboards = entry(/^Menu item 6: Leaderboards$/);
    const url = within(leaderboards).getByRole('textbox', { name: /^Web address/ });
    fireEvent.change(url, { target: { value: 'http://neondrift.example/leaderboards' } });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(within(leaderboards).getByText('Expected an https:// URL')).toBeVisible();
    fireEvent.change(url, { target: { value: 'https://neondrift.example/ranks' } });
    await waitFor(() => expect(url).not.toHaveAttribute('aria-invalid'));
    expect(menu()[5]).toMatchObject({ target: 'EXTERNAL_URL', url: 'https://neondrift.example/ranks' });
  });

  it('reorders items with the move buttons, keeps focus on the moved item and announces it', async () => {
    const { menu } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Move Menu item 2: Shop up' }));
    expect(menu().map((item) => item.id)).toEqual(['shop', 'home', 'missions', 'loyalty', 'more', 'news']);
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move Menu item 1: Shop down'));
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Moved Shop to position 1 of 6.'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Menu item 6: Leaderboards' }));
    expect(menu()).toHaveLength(5);
    await act(async () => {});
  });
});

describe('the footer links', () => {
  it('edits the legal links and social links as lists', async () => {
    const { harness } = renderInEditorForm(neonDrift, <FooterLinks />);
    expect(screen.getByRole('listitem', { name: 'Legal link 1: Terms of service' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add social link' }));
    const added = screen.getByRole('listitem', { name: /^Social link 4/ });
    const url = within(added).getByRole('textbox', { name: /^Web address/ });
    fireEvent.change(url, { target: { value: 'http://twitch.tv/neondrift' } });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(url, { target: { value: 'https://twitch.tv/neondrift' } });
    expect(harness.form.getValues('footer.socials.3')).toEqual({
      network: 'discord',
      url: 'https://twitch.tv/neondrift',
    });
  });
});
