import { useId, useState, type FormEvent } from 'react';
import type { PageTarget } from '../../../schemas/menu';
import { Button } from '~/ui/button';
import { Select } from '~/ui/select';
import { TextField } from '~/ui/text-field';
import { styled } from '~/ui/styled';
import { pageNames } from './page-names';
import * as styles from './structure-panel.css';

const Form = styled('form', styles.addPage);
const Row = styled('div', styles.addPageActions);
const Note = styled('p', styles.note);

/**
 * "Add a page": which of the pages the shop has not got yet, and its title. Closed, it is one button; the layout
 * allows one page per target, so when every target has a page it says so instead.
 */
export function AddPageForm({
  unused,
  readOnly,
  onAdd,
}: {
  unused: readonly PageTarget[];
  readOnly: boolean;
  onAdd: (target: PageTarget, title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<PageTarget | ''>('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  if (unused.length === 0) return <Note>Every kind of page is in the shop already.</Note>;
  const chosen = target && unused.includes(target) ? target : unused[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError('Give the page a title players will see');
      return;
    }
    onAdd(chosen, trimmed.slice(0, 80));
    setOpen(false);
    setTitle('');
    setTarget('');
    setError(undefined);
  };

  if (!open) {
    return (
      <Button
        variant="secondary"
        size="small"
        disabled={readOnly}
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => setOpen(true)}
      >
        Add a page
      </Button>
    );
  }
  return (
    <Form id={formId} aria-label="Add a page" onSubmit={submit} noValidate>
      <Select
        label="Page"
        value={chosen}
        onValueChange={(value) => setTarget(value as PageTarget)}
        options={unused.map((value) => ({ value, label: pageNames[value] }))}
      />
      <TextField
        label="Title"
        value={title}
        maxLength={80}
        required
        autoFocus
        error={error}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
      />
      <Row>
        <Button type="submit" size="small">
          Add page
        </Button>
        <Button type="button" variant="ghost" size="small" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}
