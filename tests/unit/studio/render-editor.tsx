import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { WorkingCopy } from '../../../schemas/studio';
import { ThemeEditor } from '~/studio/editor/theme-editor';
import { Toaster } from '~/ui/toaster';

/**
 * The editor as its route shows it, on `/studio/<shop>` of a memory router with its own query client and the kit's
 * toasts (the Pages panel's Undo lives in one); its studio calls go to whatever `fetch` the test stubbed.
 */
export function renderThemeEditor(copy: WorkingCopy) {
  const path = `/studio/${copy.shop.handle}`;
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            <ThemeEditor initial={copy} />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * A fake studio server that accepts every draft save (the next revision, no issues) and records its body in `saves`;
 * anything else is a 404 in the error shape. Stubs `fetch` until `vi.unstubAllGlobals()`.
 */
export function acceptDraftSaves(saves: unknown[]) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input.endsWith('/draft') && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { baseRevision: string };
      saves.push(body);
      const answer = { revision: `${body.baseRevision}+1`, updatedAt: new Date().toISOString(), hasDraft: true };
      return new Response(JSON.stringify({ ...answer, issues: [] }), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
  });
}
