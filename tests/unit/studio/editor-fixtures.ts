import { demoShops } from '../../../fixtures/shops/index';
import type { WorkingCopy } from '../../../schemas/studio';

// What the editor's component tests start from: a demo shop's working copy as the studio API answers it, and a canvas
// iframe that loads an empty page (this DOM gets no server; the browser tests cover the real canvas).

/** The working copy of a demo shop, published once by the seed, with no draft. */
export function demoWorkingCopy(handle: string, role: WorkingCopy['role'] = 'editor'): WorkingCopy {
  const shop = demoShops.find((candidate) => candidate.handle === handle)!;
  return {
    shop: { handle, name: shop.config.name },
    role,
    revision: 'r1',
    config: shop.config,
    hasDraft: false,
    draftUpdatedAt: null,
    draftUpdatedBy: null,
    published: {
      versionId: '0f9a3c1e-5b2d-4f7e-9a10-2c3d4e5f6a7b',
      version: 1,
      publishedAt: '2026-11-25T20:00:00.000Z',
      publishedBy: 'seed',
    },
    issues: [],
  };
}

interface HappyDomSettings {
  fetch: {
    interceptor: {
      beforeAsyncRequest: (context: { window: { Response: typeof Response } }) => Promise<Response>;
    } | null;
  };
}

/** The canvas's iframe loads the preview page: in happy-dom it gets an empty document instead of a server's page. */
export function answerCanvasWithEmptyPage() {
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ window: frame }) =>
      new frame.Response('<!doctype html><html><body></body></html>', { headers: { 'Content-Type': 'text/html' } }),
  };
}
