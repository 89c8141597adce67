import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { revisionSchema, roleAtLeast } from '../../schemas/studio';
import { studioActionRefusal } from '~/server/studio/studio-action-refusal.server';
import { rollbackToVersion } from '~/server/studio/rollback-version.server';
import { requireStudioMember } from '~/server/studio/studio-access.server';
import { loadStudioChrome } from '~/server/studio/studio-chrome.server';
import { listVersionHistory } from '~/server/studio/version-history.server';
import { loadWorkingCopy } from '~/server/studio/working-copy.server';
import {
  cancelScheduledPublish,
  listScheduledPublishes,
  schedulePublish,
} from '~/server/studio/scheduled-publish.server';
import {
  createPreviewLink,
  listPreviewLinks,
  PREVIEW_LINK_MAX_DAYS,
  revokePreviewLink,
} from '~/server/studio/preview-links.server';
import { ConfigTransferPanel, SchedulePanel, ShareLinksPanel } from '~/studio/history/history-panels';
import { StudioChrome, studioPath, studioFontLinks } from '~/studio/studio-chrome';
import { formatStudioTime } from '~/studio/studio-time';
import { isoOfLocalInput } from '~/lib/zoned-time';
import { DEFAULT_TIME_ZONE, shopTimeZoneOf, timeZoneSchema } from '../../schemas/time-zone';
import { Button } from '~/ui/button';
import { Badge, PageAlert, PageHeader, PageHeading, PageLead, Panel, RowMain, Rows } from '~/studio/studio-page-parts';

// A shop's versions, newest first, with who made each, when, and what changed; an editor can make an archived
// version live again (rollback publishes it as a new version; a draft in progress is kept).

export const links = studioFontLinks;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'viewer');
  const [chrome, versions, copy, schedules, links] = await Promise.all([
    loadStudioChrome(context, member.publisher),
    listVersionHistory(context.db, member.shop.id),
    loadWorkingCopy(context.db, member.shop.id, member.role),
    listScheduledPublishes(context.db, member.shop.id),
    listPreviewLinks(context.db, context.clock, context.authSecret, member.shop.id),
  ]);
  return data(
    {
      chrome,
      current: { handle: member.shop.handle, name: member.shop.name, role: member.role },
      versions,
      revision: copy.revision,
      hasDraft: copy.hasDraft,
      schedules,
      links,
      linkMaxDays: PREVIEW_LINK_MAX_DAYS,
      // Times on this page are on the clock of the shop the editor shows (docs/decisions/045).
      timeZone: shopTimeZoneOf(copy.config),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

// Every write on this page takes an editor (decision 042): rolling back, scheduling or canceling a publish, and
// making or revoking a preview link.
const historyForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('rollback'), versionId: z.uuid() }),
    z.object({
      intent: z.literal('schedule'),
      baseRevision: revisionSchema,
      // A datetime-local value, read on the shop's clock (the page sends the zone it showed).
      publishAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Choose a date and time' }),
      timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
    }),
    z.object({ intent: z.literal('cancel-schedule'), id: z.uuid() }),
    z.object({
      intent: z.literal('share'),
      versionId: z.uuid({ error: 'Choose a version to share' }),
      days: z.coerce
        .number()
        .int()
        .min(1)
        .max(PREVIEW_LINK_MAX_DAYS, { error: `At most ${PREVIEW_LINK_MAX_DAYS} days` }),
    }),
    z.object({ intent: z.literal('revoke-link'), id: z.uuid() }),
  ],
  { error: 'Choose what to do' },
);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const member = await requireStudioMember(request, context, params.shop, 'editor');
  const parsed = historyForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data(
      { ok: false as const, message: parsed.error.issues[0]?.message ?? 'Check the form and try again.' },
      400,
    );
  }
  const form = parsed.data;
  try {
    switch (form.intent) {
      case 'rollback': {
        const copy = await rollbackToVersion(context.db, context.clock, member, { versionId: form.versionId });
        return data({ ok: true as const, message: `Version ${copy.published.version} is live now.` });
      }
      case 'schedule': {
        const publishAt = new Date(isoOfLocalInput(form.publishAt, form.timeZone)!);
        const scheduled = await schedulePublish(context.db, context.clock, member, { ...form, publishAt });
        return data({
          ok: true as const,
          message: `The draft will be published ${formatStudioTime(scheduled.publishAt, form.timeZone)}.`,
        });
      }
      case 'cancel-schedule':
        await cancelScheduledPublish(context.db, context.clock, member, form.id);
        return data({ ok: true as const, message: 'The scheduled publish is canceled.' });
      case 'share': {
        const copy = await loadWorkingCopy(context.db, member.shop.id, member.role);
        const link = await createPreviewLink(context.db, context.clock, context.authSecret, member, {
          versionId: form.versionId,
          days: form.days,
          label: '',
        });
        return data({
          ok: true as const,
          message: `The preview link to version ${link.versionNumber} works until ${formatStudioTime(link.expiresAt, shopTimeZoneOf(copy.config))}.`,
        });
      }
      case 'revoke-link':
        await revokePreviewLink(context.db, context.clock, member, form.id);
        return data({ ok: true as const, message: 'The preview link no longer works.' });
    }
  } catch (error) {
    return studioActionRefusal(error);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `History | ${page?.current.name ?? 'Shop'} | Gamefront Studio` },
  { name: 'robots', content: 'noindex' },
];

export default function StudioHistory() {
  const { chrome, current, versions, revision, hasDraft, schedules, links, linkMaxDays, timeZone } =
    useLoaderData<typeof loader>();
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
                    {formatStudioTime(version.createdAt, timeZone)}
                    {version.publishedAt ? ` · published ${formatStudioTime(version.publishedAt, timeZone)}` : ''}
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
      <SchedulePanel
        schedules={schedules}
        canEdit={canRollBack}
        hasDraft={hasDraft}
        revision={revision}
        timeZone={timeZone}
      />
      <ShareLinksPanel
        links={links}
        versions={versions}
        canEdit={canRollBack}
        maxDays={linkMaxDays}
        timeZone={timeZone}
      />
      <ConfigTransferPanel shop={current.handle} canEdit={canRollBack} hasDraft={hasDraft} revision={revision} />
    </StudioChrome>
  );
}
