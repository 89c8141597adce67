import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';
import { ThemeEditor } from '~/studio/editor/theme-editor';
import { StudioChrome } from '~/studio/studio-chrome';
import { openFontFiles } from '~/ui/fonts';

// The theme editor (docs/decisions/037): controls beside the shop's real storefront in a same-origin iframe, edits
// reaching it by postMessage, the draft autosaved against the revision it was based on.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const [chrome, workingCopy] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    loadWorkingCopy(context.db, member.shop.id, member.role),
  ]);
  return data(
    { chrome, current: { handle: member.shop.handle, name: member.shop.name, role: member.role }, workingCopy },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

// Every open font, so the font pickers show each sample in its own face (the studio is not a player's page).
export const links: LinksFunction = () =>
  Object.values(openFontFiles).flatMap((files) => files.stylesheets.map((href) => ({ rel: 'stylesheet', href })));

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Editor | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

export default function StudioThemeEditor() {
  const { chrome, current, workingCopy } = useLoaderData<typeof loader>();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  return (
    <StudioChrome {...chrome} current={current} section="editor" width="full">
      <QueryClientProvider client={queryClient}>
        <ThemeEditor key={current.handle} initial={workingCopy} />
      </QueryClientProvider>
    </StudioChrome>
  );
}
