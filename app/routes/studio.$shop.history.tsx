import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { roleAtLeast } from '../../schemas/studio';
import { studioActionRefusal } from '~/server/studio/studio-action-refusal.server';
import { rollbackToVersion } from '~/server/studio/rollback-version.server';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { listVersionHistory } from '~/server/studio/version-history.server';
import { StudioChrome, studioPath, studioFontLinks } from '~/studio/studio-chrome';
import { formatStudioTime } from '~/studio/studio-time';
import { Button } from '~/ui/button';
import { Badge, PageAlert, PageHeader, PageHeading, PageLead, Panel, RowMain, Rows } from '~/studio/studio-page-parts';

// A shop's versions, newest first, with who made each, when, and what changed; an editor can make an archived
// version live again (rollback publishes it as a new version; a draft in progress is kept).

export const links = studioFontLinks;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const [chrome, versions] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    listVersionHistory(context.db, member.shop.id),
  ]);
  return data(
    { chrome, current: { handle: member.shop.handle, name: member.shop.name, role: member.role }, versions },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

const rollbackForm = z.object({ intent: z.literal('rollback'), versionId: z.uuid() });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'editor');
  const parsed = rollbackForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const, message: 'Choose a version to roll back to.' }, 400);
  try {
    const copy = await rollbackToVersion(context.db, context.clock, member, { versionId: parsed.data.versionId });
    return data({ ok: true as const, message: `Version ${copy.published.version} is live now.` });
  } catch (error) {
    return studioActionRefusal(error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `History | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

export default function StudioHistory() {
  const { chrome, current, versions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const canRollBack = roleAtLeast(current.role, 'editor');
  return (
    <StudioChrome {...chrome} current={current} section="history">
      <PageHeader>
        <div>
          <PageHeading>History</PageHeading>
          <PageLead>
            Every version of {current.name}, newest first. Rolling back publishes an earlier version again as a new one;
            unpublished changes in the editor stay as they are.
          </PageLead>
        </div>
        <Button asChild variant="secondary" size="small">
          <Link to={studioPath(current.handle, 'editor')}>Back to the editor</Link>
        </Button>
      </PageHeader>
      {result ? (
        <PageAlert tone={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </PageAlert>
      ) : null}
      <Panel aria-labelledby="versions-heading">
        <h2 id="versions-heading">Versions</h2>
        <Rows>
          {versions.map((version) => {
            const busy = navigation.state !== 'idle' && navigation.formData?.get('versionId') === version.id;
            return (
              <li key={version.id} aria-label={`Version ${version.version}`}>
                <RowMain>
                  <strong>
                    Version {version.version}
                    {version.status === 'published' ? <Badge tone="live">Live</Badge> : null}
                    {version.status === 'draft' ? <Badge tone="draft">Draft</Badge> : null}
                    {version.status === 'archived' ? <Badge>Archived</Badge> : null}
                  </strong>
                  <p>{version.summary}</p>
                  <small>
                    {version.status === 'draft' ? 'Started' : 'Made'} by {version.author},{' '}
                    {formatStudioTime(version.createdAt)}
                    {version.publishedAt ? ` · published ${formatStudioTime(version.publishedAt)}` : ''}
                  </small>
                </RowMain>
                {canRollBack && version.status === 'archived' ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="rollback" />
                    <input type="hidden" name="versionId" value={version.id} />
                    <Button type="submit" variant="secondary" size="small" loading={busy}>
                      Roll back to version {version.version}
                    </Button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </Rows>
      </Panel>
    </StudioChrome>
  );
}
