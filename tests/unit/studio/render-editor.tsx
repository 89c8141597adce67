import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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
