import { expect, test as setup } from '@playwright/test';
import { e2eSmtpPort, studioStatePath } from '../../playwright.config';
import { startSmtpPeer } from '../helpers/smtp-peer';
import { relaySmtp } from '../helpers/smtp-relay';

// The demo publisher signs in to the studio once per run, as a publisher does (an emailed code), and every studio spec
// starts from that browser state: the studio sends at most 5 codes an hour to one address, fewer than there are specs.

setup('the demo publisher signs in to the studio', async ({ browser }) => {
  const peer = await startSmtpPeer();
  const relay = await relaySmtp(e2eSmtpPort, peer.url);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/studio/sign-in');
    await page.getByRole('textbox', { name: /Work email/ }).fill('publisher@gamefront.localhost');
    await page.getByRole('button', { name: 'Email me a code' }).click();
    const mail = await peer.nextMailTo('publisher@gamefront.localhost');
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(code, `a 6-digit code in "${mail.subject}"`).toBeDefined();
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your shops' })).toBeVisible();
    await context.storageState({ path: studioStatePath });
    await context.close();
  } finally {
    await relay.close();
    await peer.close();
  }
});
