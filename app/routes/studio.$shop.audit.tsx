import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { listAuditEntries } from '~/server/studio/audit-log.server';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { StudioChrome, studioFontLinks } from '~/studio/studio-chrome';
import { formatStudioTime } from '~/studio/studio-time';
import { Badge, PageHeader, PageHeading, PageLead, Panel, RowMain, Rows } from '~/studio/studio-page-parts';

// Who published, rolled back, discarded or changed the members of a shop, and when (docs/decisions/035).

export const links = studioFontLinks;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const [chrome, entries] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    listAuditEntries(context.db, member.shop.id),
  ]);
  return data(
    { chrome, current: { handle: member.shop.handle, name: member.shop.name, role: member.role }, entries },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Audit log | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

const ACTION_LABELS = {
  publish: 'Published',
  rollback: 'Rolled back',
  discard: 'Discarded changes',
  member_invited: 'Added a member',
  member_role_changed: 'Changed a role',
  member_removed: 'Removed a member',
  publish_scheduled: 'Scheduled a publish',
  schedule_canceled: 'Canceled a scheduled publish',
  preview_link_created: 'Shared a preview link',
  preview_link_revoked: 'Revoked a preview link',
  config_imported: 'Imported a config',
} as const;

export default function StudioAudit() {
  const { chrome, current, entries } = useLoaderData<typeof loader>();
  return (
    <StudioChrome {...chrome} current={current} section="audit">
      <PageHeader>
        <div>
          <PageHeading>Audit log</PageHeading>
          <PageLead>
            Every publish, rollback, discarded draft and membership change of {current.name}, newest first.
          </PageLead>
        </div>
      </PageHeader>
      <Panel aria-labelledby="audit-heading">
        <h2 id="audit-heading">Entries</h2>
        {entries.length === 0 ? (
          <PageLead style={{ padding: '1rem' }}>
            Nothing yet: the first publish or member change shows up here.
          </PageLead>
        ) : (
          <Rows>
            {entries.map((entry) => (
              <li key={entry.id}>
                <RowMain>
                  <strong>
                    {ACTION_LABELS[entry.action]}
                    <Badge>{entry.actor}</Badge>
                  </strong>
                  <p>{entry.details}</p>
                  <small>{formatStudioTime(entry.at)}</small>
                </RowMain>
              </li>
            ))}
          </Rows>
        )}
      </Panel>
    </StudioChrome>
  );
}
