// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsentBanner } from '../../../app/shop/cookie-consent';
import type { ConsentChoice } from '../../../app/shop/consent-cookie';
import { Tracking } from '../../../app/shop/tracking';

const config = {
  enabled: true,
  title: 'Cookies',
  message: 'We use cookies.',
  acceptLabel: 'Accept all',
  rejectLabel: 'Only necessary',
  policyUrl: 'https://example.com/cookies',
};

describe('given the consent banner', () => {
  it('is a named region with both answers and the policy link', async () => {
    const onChoose = vi.fn();
    render(<CookieConsentBanner config={config} reopened={false} onChoose={onChoose} />);
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(region).toHaveTextContent('We use cookies.');
    expect(screen.getByRole('link', { name: /Cookie policy/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onChoose.mock.calls).toEqual([['denied'], ['granted']]);
  });

  it('takes focus when reopened from the footer', () => {
    render(<CookieConsentBanner config={config} reopened onChoose={() => {}} />);
    expect(screen.getByRole('region', { name: 'Cookies' })).toHaveFocus();
  });

  it('offers each category when reopened from "Cookie settings", starting from the stored choice', async () => {
    const onChoose = vi.fn();
    render(<CookieConsentBanner config={config} reopened choice="marketing" onChoose={onChoose} />);
    // The switches' code loads when the banner is reopened (a module transform: slow on a busy machine).
    const group = await screen.findByRole('group', { name: 'Choose by category' }, { timeout: 10_000 });
    const necessary = within(group).getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(onChoose.mock.calls).toEqual([['analytics'], ['denied']]);
  });

  it('shows only the two answers on a first visit', () => {
    render(<CookieConsentBanner config={config} reopened={false} onChoose={() => {}} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

// Tracker scripts are only counted here, never added to the document (happy-dom would fetch them).
const added: string[] = [];
beforeEach(() => {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    if (node instanceof HTMLScriptElement) added.push(node.src);
    return node;
  });
});

function renderTracking(consent: ConsentChoice | null) {
  return render(
    <Tracking tracking={{ gaId: 'G-TEST1234', metaPixelId: '1234567' }} consent={consent} page="/shop/HOME" />,
  );
}

describe('given the trackers', () => {
  it('adds only the tracker of the category the player allowed', async () => {
    renderTracking('analytics');
    await vi.waitFor(() => expect(added).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST1234'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).not.toContain('https://connect.facebook.net/en_US/fbevents.js');
  });

  it('adds no script without consent', async () => {
    const before = [...added];
    renderTracking('denied');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual(before);
  });

  it('adds gtag.js and fbevents.js once each after consent', async () => {
    const { unmount } = renderTracking('granted');
    await vi.waitFor(() => expect(added).toHaveLength(2));
    unmount();
    renderTracking('granted');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });
});
