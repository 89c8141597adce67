import { Form, useNavigation, useRevalidator } from '@remix-run/react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ConfigIssue } from '../../../schemas/studio';
import { configExportSchema, IMPORT_MAX_BYTES, importedConfigSchema } from '../../../schemas/studio-config-transfer';
import { ApiError, serverErrorCode } from '~/lib/errors';
import { publishIssuesOf } from '~/studio/editor/studio-api';
import { Badge, Panel, RowMain, Rows } from '~/studio/studio-page-parts';
import { formatStudioTime } from '~/studio/studio-time';
import { Button } from '~/ui/button';
import { Select } from '~/ui/select';
import { styled } from '~/ui/styled';
import { TextField } from '~/ui/text-field';
import { toast } from '~/ui/use-toast';
import * as styles from './history-panels.css';

// The history page's panels for scheduling a publish, sharing a preview link, and exporting or importing the config
// (docs/decisions/042). Times are entered and shown on the shop's clock, its zone named beside them (decision 045).

const InlineForm = styled(Form, styles.inlineForm);
const Note = styled('p', styles.note);
const LinkBox = styled('code', styles.linkBox);
const RowActions = styled('div', styles.rowActions);
const Issues = styled('ul', styles.issues);
const TransferActions = styled('div', styles.transferActions);

export interface ScheduleRow {
  id: string;
  publishAt: string;
  status: 'pending' | 'published' | 'canceled' | 'failed';
  createdBy: string;
  settledBy: string | null;
  outcome: string | null;
}

export interface LinkRow {
  id: string;
  label: string;
  versionNumber: number;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  path: string | null;
}

function useBusy(intent: string, id?: string) {
  const navigation = useNavigation();
  return (
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    (id === undefined || navigation.formData?.get('id') === id)
  );
}

const statusText: Record<ScheduleRow['status'], string> = {
  pending: 'Waiting',
  published: 'Published',
  canceled: 'Canceled',
  failed: 'Not published',
};

export function SchedulePanel({
  schedules,
  canEdit,
  hasDraft,
  revision,
  timeZone,
}: {
  schedules: readonly ScheduleRow[];
  canEdit: boolean;
  hasDraft: boolean;
  revision: string;
  /** The shop's time zone: the time typed is read on its clock. */
  timeZone: string;
}) {
  const scheduling = useBusy('schedule');
  return (
    <Panel aria-labelledby="schedule-heading">
      <h2 id="schedule-heading">Scheduled publishes</h2>
      {canEdit ? (
        hasDraft ? (
          <InlineForm method="post">
            <input type="hidden" name="intent" value="schedule" />
            <input type="hidden" name="baseRevision" value={revision} />
            <input type="hidden" name="timeZone" value={timeZone} />
            <TextField label={`Publish at (${timeZone})`} type="datetime-local" name="publishAt" required />
            <Note as="span">The draft as it is now goes live then. Later edits stay in the draft.</Note>
            <Button type="submit" size="small" loading={scheduling}>
              Schedule publish
            </Button>
          </InlineForm>
        ) : (
          <Note>There are no unpublished changes to schedule. Edit the shop first.</Note>
        )
      ) : null}
      {schedules.length === 0 ? (
        <Note>No publishes are scheduled.</Note>
      ) : (
        <Rows aria-label="Scheduled publishes">
          {schedules.map((schedule) => (
            <ScheduleItem key={schedule.id} schedule={schedule} canEdit={canEdit} timeZone={timeZone} />
          ))}
        </Rows>
      )}
    </Panel>
  );
}

function ScheduleItem({ schedule, canEdit, timeZone }: { schedule: ScheduleRow; canEdit: boolean; timeZone: string }) {
  const canceling = useBusy('cancel-schedule', schedule.id);
  return (
    <li aria-label={`Publish at ${formatStudioTime(schedule.publishAt, timeZone)}`}>
      <RowMain>
        <strong>
          {formatStudioTime(schedule.publishAt, timeZone)}
          <Badge tone={schedule.status === 'pending' ? 'draft' : schedule.status === 'published' ? 'live' : 'neutral'}>
            {statusText[schedule.status]}
          </Badge>
        </strong>
        <small>
          Scheduled by {schedule.createdBy}
          {schedule.status === 'canceled' && schedule.settledBy ? ` · canceled by ${schedule.settledBy}` : ''}
          {schedule.outcome ? ` · ${schedule.outcome}` : ''}
        </small>
      </RowMain>
      {canEdit && schedule.status === 'pending' ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-schedule" />
          <input type="hidden" name="id" value={schedule.id} />
          <Button type="submit" variant="secondary" size="small" loading={canceling}>
            Cancel
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

async function copyLink(path: string) {
  const url = new URL(path, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Anyone with it can see this version until it expires.' });
  } catch {
    toast({ title: 'Copy the link by hand', description: url });
  }
}

export function ShareLinksPanel({
  links,
  versions,
  canEdit,
  maxDays,
  timeZone,
}: {
  links: readonly LinkRow[];
  versions: ReadonlyArray<{ id: string; version: number; status: string }>;
  canEdit: boolean;
  maxDays: number;
  timeZone: string;
}) {
  const sharing = useBusy('share');
  const [versionId, setVersionId] = useState(
    () => versions.find((version) => version.status === 'draft')?.id ?? versions[0]?.id ?? '',
  );
  return (
    <Panel aria-labelledby="share-heading">
      <h2 id="share-heading">Preview links</h2>
      <Note>
        A preview link shows one version of the storefront to anyone who has it, without a studio account, for up to{' '}
        {maxDays} days. Nothing can be bought through it.
      </Note>
      {canEdit && versions.length > 0 ? (
        <InlineForm method="post">
          <input type="hidden" name="intent" value="share" />
          <Select
            label="Version"
            name="versionId"
            value={versionId}
            onValueChange={setVersionId}
            options={versions.map((version) => ({
              value: version.id,
              label: `Version ${version.version}${version.status === 'draft' ? ' (draft)' : version.status === 'published' ? ' (live)' : ''}`,
            }))}
          />
          <TextField
            label={`Days (1 to ${maxDays})`}
            name="days"
            type="number"
            min={1}
            max={maxDays}
            defaultValue={maxDays}
            required
          />
          <Button type="submit" size="small" loading={sharing}>
            Create link
          </Button>
        </InlineForm>
      ) : null}
      {links.length === 0 ? (
        <Note>No preview links yet.</Note>
      ) : (
        <Rows aria-label="Preview links">
          {links.map((link) => (
            <LinkItem key={link.id} link={link} canEdit={canEdit} timeZone={timeZone} />
          ))}
        </Rows>
      )}
    </Panel>
  );
}

function LinkItem({ link, canEdit, timeZone }: { link: LinkRow; canEdit: boolean; timeZone: string }) {
  const revoking = useBusy('revoke-link', link.id);
  const state = link.revokedAt ? 'Revoked' : link.path ? 'Working' : 'Expired';
  return (
    <li aria-label={`Preview link to version ${link.versionNumber}`}>
      <RowMain>
        <strong>
          Version {link.versionNumber}
          <Badge tone={link.path ? 'live' : 'neutral'}>{state}</Badge>
        </strong>
        {link.path ? <LinkBox>{link.path}</LinkBox> : null}
        <small>
          By {link.createdBy} ·{' '}
          {link.revokedAt
            ? `revoked ${formatStudioTime(link.revokedAt, timeZone)}`
            : `until ${formatStudioTime(link.expiresAt, timeZone)}`}
        </small>
      </RowMain>
      {link.path ? (
        <RowActions>
          <Button type="button" variant="secondary" size="small" onClick={() => void copyLink(link.path!)}>
            Copy link
          </Button>
          {canEdit ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-link" />
              <input type="hidden" name="id" value={link.id} />
              <Button type="submit" variant="secondary" size="small" loading={revoking}>
                Revoke
              </Button>
            </Form>
          ) : null}
        </RowActions>
      ) : null}
    </li>
  );
}

const apiBase = (shop: string) => `/studio/api/shops/${encodeURIComponent(shop)}`;

function download(filename: string, config: unknown) {
  const blob = new Blob([`${JSON.stringify(config, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** What went wrong with an import, as a list a publisher can work through. */
function importProblems(error: unknown): { message: string; issues: ConfigIssue[] } {
  const issues = publishIssuesOf(error);
  if (issues)
    return {
      message: `The file has ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}. Nothing was changed.`,
      issues,
    };
  if (error instanceof ApiError && serverErrorCode(error.body) === 'draft_conflict') {
    return {
      message: 'Someone changed this shop since the page loaded. Reload the page and import again.',
      issues: [],
    };
  }
  if (error instanceof ApiError && error.status === 413) {
    return {
      message: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024} kB). Nothing was changed.`,
      issues: [],
    };
  }
  return { message: 'The import did not go through. Nothing was changed; try again.', issues: [] };
}

export function ConfigTransferPanel({
  shop,
  canEdit,
  hasDraft,
  revision,
}: {
  shop: string;
  canEdit: boolean;
  hasDraft: boolean;
  revision: string;
}) {
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [problems, setProblems] = useState<{ message: string; issues: ConfigIssue[] } | null>(null);

  const exportVersion = async (which: 'published' | 'draft') => {
    setBusy('export');
    try {
      const response = await fetch(`${apiBase(shop)}/config-export`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
      const exported = configExportSchema.parse(await response.json());
      const chosen = which === 'draft' ? exported.draft : exported.published;
      if (!chosen) throw new Error('no draft');
      download(`${exported.shop}-${which === 'draft' ? 'draft' : 'published'}-v${chosen.version}.json`, chosen.config);
    } catch {
      toast({ title: 'The export did not go through', description: 'Try again in a moment.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setProblems({
        message: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024} kB). Nothing was changed.`,
        issues: [],
      });
      return;
    }
    let config: unknown;
    try {
      config = JSON.parse(await file.text());
    } catch {
      setProblems({ message: `${file.name} is not a JSON file. Nothing was changed.`, issues: [] });
      return;
    }
    setBusy('import');
    try {
      const response = await fetch(`${apiBase(shop)}/config-import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ baseRevision: revision, config }),
      });
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new ApiError(response.status, payload);
      const saved = importedConfigSchema.parse(payload);
      toast({
        title: saved.hasDraft ? 'Imported as the draft' : 'The file matches the live shop',
        description: saved.hasDraft
          ? 'Review it in the editor, then publish when ready.'
          : 'There is nothing to publish.',
        variant: 'success',
      });
      revalidator.revalidate();
    } catch (error) {
      setProblems(importProblems(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Export and import</h2>
      <Note>
        Download the config as JSON, or import one: a valid file becomes the draft (never published directly); an
        invalid one changes nothing and lists every problem.
      </Note>
      <TransferActions>
        <Button
          variant="secondary"
          size="small"
          loading={busy === 'export'}
          onClick={() => void exportVersion('published')}
        >
          Export published
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasDraft || busy !== null}
          onClick={() => void exportVersion('draft')}
        >
          Export draft
        </Button>
        {canEdit ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Config file to import"
              hidden
              onChange={(event) => void importFile(event)}
            />
            <Button size="small" loading={busy === 'import'} onClick={() => fileInput.current?.click()}>
              Import JSON…
            </Button>
          </>
        ) : null}
      </TransferActions>
      {problems ? (
        <div role="alert">
          <Note>{problems.message}</Note>
          {problems.issues.length > 0 ? (
            <Issues aria-label="Problems in the file">
              {problems.issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <code>{issue.path || '(the whole file)'}</code>: {issue.message}
                </li>
              ))}
            </Issues>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
