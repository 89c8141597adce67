import { expect, type Page } from '@playwright/test';
import type { WorkingCopy } from '../../schemas/studio';

// A publishing spec's bookkeeping through the studio API, as the signed-in publisher of `page`: what a shop's working
// copy is, and putting the shop back as it was before the spec changed it.

/** The shop's working copy as the studio API answers it; a spec may name the parts of its config it reads (`Copy`). */
export async function studioWorkingCopy<Copy extends Pick<WorkingCopy, 'revision' | 'hasDraft'> = WorkingCopy>(
  page: Page,
  shop: string,
): Promise<Copy> {
  const response = await page.request.get(`/studio/api/shops/${shop}/working-copy`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Copy;
}

/** Back to the version that was live when the spec started (`versionId`), with no draft of the spec left behind. */
export async function restoreStudioShop(page: Page, shop: string, versionId: string) {
  const headers = { Origin: new URL(page.url()).origin };
  let now = await studioWorkingCopy(page, shop);
  if (now.published.versionId !== versionId) {
    const rollback = await page.request.post(`/studio/api/shops/${shop}/rollback`, { data: { versionId }, headers });
    expect(rollback.status(), await rollback.text()).toBe(200);
    now = await studioWorkingCopy(page, shop);
  }
  if (now.hasDraft) {
    const discard = await page.request.delete(`/studio/api/shops/${shop}/draft`, {
      data: { baseRevision: now.revision },
      headers,
    });
    expect(discard.status(), await discard.text()).toBe(200);
  }
}
