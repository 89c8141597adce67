import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { fonts } from '../../schemas/enums';
import { fontsUsedBy } from '~/lib/theme-variables';
import { fontLinks } from '~/ui/fonts';
import { useLoaderData } from '@remix-run/react';
import { ButtonsGallery } from '~/kit/buttons-gallery';
import { FormsGallery } from '~/kit/forms-gallery';
import { KitPage } from '~/kit/kit-page';
import { loadKit } from '~/kit/load-kit.server';
import { OverlaysGallery } from '~/kit/overlays-gallery';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadKit(context, new URL(request.url));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: 'Gamefront kit' },
  { name: 'robots', content: 'noindex' },
  // Every open font, so any typography set or theme switched to renders in its real faces.
  ...fontLinks(data ? [...fontsUsedBy(data.theme), ...fonts] : []),
];

export default function KitGallery() {
  const data = useLoaderData<typeof loader>();
  return (
    <KitPage data={data}>
      <ButtonsGallery />
      <FormsGallery />
      <OverlaysGallery />
    </KitPage>
  );
}
