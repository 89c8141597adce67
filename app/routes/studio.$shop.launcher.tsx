import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatInstallerSize, installerPlatformNames } from '~/lib/installer-platform';
import { listLauncherReleases } from '~/server/launcher/launcher-releases.server';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { StudioChrome, studioFontLinks } from '~/studio/studio-chrome';
import { formatStudioTime } from '~/studio/studio-time';
import { Badge, PageHeader, PageHeading, PageLead, Panel, RowMain, Rows } from '~/studio/studio-page-parts';

// The launcher's releases of a shop, read-only (docs/decisions/058-launcher-releases.md): the game backend publishes
// and withdraws them through the game-server API; every member sees what players are offered.

export const links = studioFontLinks;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const [chrome, releases] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    listLauncherReleases(context.db, member.shop.id),
  ]);
  return data(
    { chrome, current: { handle: member.shop.handle, name: member.shop.name, role: member.role }, releases },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Launcher releases | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

export default function StudioLauncherReleases() {
  const { chrome, current, releases } = useLoaderData<typeof loader>();
  return (
    <StudioChrome {...chrome} current={current} section="launcher">
      <PageHeader>
        <div>
          <PageHeading>Launcher releases</PageHeading>
          <PageLead>
            The installers {current.name}’s DOWNLOAD page and launcher offer, newest first. Your game backend publishes
            and withdraws them with the shop’s API key (POST /server-api/v1/shops/{current.handle}/launcher/releases).
          </PageLead>
        </div>
      </PageHeader>
      <Panel aria-labelledby="releases-heading">
        <h2 id="releases-heading">Releases</h2>
        {releases.length === 0 ? (
          <PageLead style={{ padding: '1rem' }}>
            Nothing released yet: the DOWNLOAD page tells players the launcher is on its way.
          </PageLead>
        ) : (
          <Rows>
            {releases.map((release) => (
              <li key={`${release.platform}-${release.channel}-${release.version}`}>
                <RowMain>
                  <strong>
                    {installerPlatformNames[release.platform]} {release.version}
                    <Badge>{release.channel}</Badge>
                    {release.withdrawn ? <Badge>withdrawn</Badge> : null}
                  </strong>
                  <p>
                    {formatInstallerSize(release.sizeBytes)} · requires {release.minimumOs} · SHA-256{' '}
                    <code>{release.sha256}</code>
                  </p>
                  <small>Released {formatStudioTime(release.releasedAt)}</small>
                </RowMain>
              </li>
            ))}
          </Rows>
        )}
      </Panel>
    </StudioChrome>
  );
}
