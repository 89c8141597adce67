import { useWatch } from 'react-hook-form';
import { useEditorForm } from '../editor/editor-form';
import { humanise } from './field-labels';
import { ObjectFields } from './schema-field';
import { type AnySchema, cardSchemaOf } from './schema-walk';
import { styled } from '~/ui/styled';
import * as styles from './forms.css';

const Intro = styled('p', styles.panelIntro);
const Stack = styled('div', styles.fieldStack);

/**
 * The form of one card (`path` like `layout.pages.0.sections.1.cards.2`), generated from its type's shared schema:
 * every field bound to the editor's form, so each change is an undo step, autosaved and checked by the schema.
 */
export function CardForm({ path }: { path: string }) {
  const { form } = useEditorForm();
  const type = useWatch({ control: form.control, name: `${path}.type` as 'name' }) as unknown;
  const schema = cardSchemaOf(type);
  if (!schema) {
    return <Intro>This card’s type is not one the studio knows{typeof type === 'string' ? ` (${type})` : ''}.</Intro>;
  }
  const shape = (schema as unknown as { shape: Record<string, AnySchema> }).shape;
  return (
    <Stack aria-label={`${humanise(String(type))} card`} role="group">
      <ObjectFields shape={shape} path={path} depth={1} />
    </Stack>
  );
}
