import type { DraftConflictDetails } from '../../../schemas/studio';
import { Button } from '~/ui/button';
import { Dialog, DialogContent } from '~/ui/dialog';
import { styled } from '~/ui/styled';
import * as styles from './editor-dialogs.css';

const Body = styled('div', styles.body);
const Actions = styled('div', styles.actions);

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'just now' : date.toLocaleString();
}

/** A save on a stale revision: who changed the shop since this editor loaded it, what, and a way to reload. */
export function ConflictDialog({
  conflict,
  reloading,
  onReload,
  onKeep,
}: {
  conflict: DraftConflictDetails | null;
  reloading: boolean;
  onReload: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => (open ? null : onKeep())}>
      {conflict ? (
        <DialogContent
          title="Someone else changed this shop"
          description={`${conflict.changedBy} saved changes (${when(conflict.changedAt)}). Your edits since then are not saved.`}
        >
          <Body>
            {conflict.changedFields.length > 0 ? (
              <section aria-labelledby="conflict-fields">
                <h3 id="conflict-fields">What they changed</h3>
                <ul>
                  {conflict.changedFields.map((field) => (
                    <li key={field}>
                      <code>{field}</code>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <p>Reload to continue from their version; your unsaved edits will be replaced.</p>
            <Actions>
              <Button variant="secondary" onClick={onKeep}>
                Keep looking at mine
              </Button>
              <Button loading={reloading} onClick={onReload}>
                Reload their version
              </Button>
            </Actions>
          </Body>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
