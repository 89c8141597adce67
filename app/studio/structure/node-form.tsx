import type { FieldPath } from 'react-hook-form';
import type { EditorValues } from '~/studio/editor/editor-values';
import { useEditorField } from '~/studio/editor/editor-form';
import { CardForm } from '~/studio/forms/card-form';
import { TextField } from '~/ui/text-field';
import { styled } from '~/ui/styled';
import { parseNodePath } from './layout-paths';
import * as styles from './structure-panel.css';

const Form = styled('div', styles.form);
const Heading = styled('h3', styles.heading);

/** A text of the layout bound to the editor's form: typing is one undo step until the field loses focus. */
function LayoutText({ path, label, optional = false }: { path: string; label: string; optional?: boolean }) {
  const { value, error, readOnly, change, endGesture } = useEditorField(path as FieldPath<EditorValues>);
  return (
    <TextField
      label={label}
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      required={!optional}
      error={error}
      onChange={(event) => {
        const next = event.target.value;
        change((optional && next === '' ? undefined : next) as never);
      }}
      onBlur={endGesture}
    />
  );
}

/** The form of the node selected in the outline or on the canvas: a page's title, a section's, or a card's fields. */
export function NodeForm({ path }: { path: string }) {
  const address = parseNodePath(path);
  if (!address) return null;
  if (address.card !== undefined) {
    return (
      <Form role="region" aria-label="Selected card">
        <Heading>Selected card</Heading>
        <CardForm path={path} />
      </Form>
    );
  }
  if (address.section !== undefined) {
    return (
      <Form role="region" aria-label="Selected section">
        <Heading>Selected section</Heading>
        <LayoutText path={`${path}.title`} label="Section title" optional />
        <LayoutText path={`${path}.id`} label="Section id (letters, digits and dashes)" />
      </Form>
    );
  }
  return null;
}
