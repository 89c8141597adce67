import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CardGallery } from '~/gallery/card-gallery';
import { loadGallery } from '~/gallery/load-gallery.server';
import { fontsUsedBy } from '~/lib/theme-variables';
import { fontLinks } from '~/ui/fonts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGallery(context, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: 'Gamefront card gallery' },
  { name: 'robots', content: 'noindex' },
  ...fontLinks(data ? fontsUsedBy(data.theme) : [], {}, data?.theme.fonts.displayFontFamily),
];

export default function CardGalleryRoute() {
  const data = useLoaderData<typeof loader>();
  return <CardGallery data={data} />;
}
