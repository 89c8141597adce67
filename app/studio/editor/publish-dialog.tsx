import { useState } from 'react';
import type { ConfigIssue } from '../../../schemas/studio';
import { formatRatio, type ContrastWarning } from './contrast-check';
import { Button } from '~/ui/button';
import { Checkbox } from '~/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '~/ui/dialog';
import { styled } from '~/ui/styled';
import * as styles from './editor-dialogs.css';

const Body = styled('div', styles.body);
const Actions = styled('div', styles.actions);

/**
 * Publishing: refused while the draft has issues (listed with their paths), allowed with contrast warnings once the
 * publisher confirms them.
 */
export function PublishDialog({
  open,
  onOpenChange,
  issues,
  warnings,
  publishing,
  onPublish,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  issues: readonly ConfigIssue[];
  warnings: readonly ContrastWarning[];
  publishing: boolean;
  onPublish: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const blocked = issues.length > 0;
  const needsConfirmation = warnings.length > 0 && !accepted;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAccepted(false);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={blocked ? 'Fix these before publishing' : 'Publish this theme?'}
        description={
          blocked
            ? 'The draft is saved, but players can only get a shop that passes every check.'
            : 'Players see the new look on their next page view.'
        }
      >
        <Body>
          {blocked ? (
            <section aria-labelledby="publish-issues">
              <h3 id="publish-issues">
                {issues.length} {issues.length === 1 ? 'issue' : 'issues'}
              </h3>
              <ul>
                {issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    <code>{issue.path}</code>: {issue.message}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {warnings.length > 0 ? (
            <section aria-labelledby="publish-warnings">
              <h3 id="publish-warnings">
                {warnings.length} contrast {warnings.length === 1 ? 'warning' : 'warnings'} (WCAG 2.2 AA)
              </h3>
              <ul>
                {warnings.map((warning) => (
                  <li key={warning.pair.id}>
                    {warning.pair.label}: {formatRatio(warning.ratio)}, needs {formatRatio(warning.minimum)} (
                    <code>theme.{warning.field}</code>)
                  </li>
                ))}
              </ul>
              {blocked ? null : (
                <Checkbox
                  label="Publish anyway: some players may find this text hard to read"
                  checked={accepted}
                  onCheckedChange={(checked) => setAccepted(checked === true)}
                />
              )}
            </section>
          ) : null}
          <Actions>
            <DialogClose asChild>
              <Button variant="secondary">{blocked ? 'Back to editing' : 'Cancel'}</Button>
            </DialogClose>
            {blocked ? null : (
              <Button loading={publishing} disabled={needsConfirmation} onClick={onPublish}>
                Publish now
              </Button>
            )}
          </Actions>
        </Body>
      </DialogContent>
    </Dialog>
  );
}

/** A confirmation with two answers (discard the draft, leave with unsaved edits). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onCancel())}>
      <DialogContent title={title} description={description}>
        <Body>
          <Actions>
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="destructive" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Actions>
        </Body>
      </DialogContent>
    </Dialog>
  );
}
