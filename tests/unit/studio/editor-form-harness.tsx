import { zodResolver } from '@hookform/resolvers/zod';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { EditorFormProvider } from '~/studio/editor/editor-form';
import { editorValuesOf, editorValuesSchema, type EditorValues } from '~/studio/editor/editor-values';

// The editor's form as the theme editor builds it (same values, same resolver), around one panel or form under test.

export interface Harness {
  form: UseFormReturn<EditorValues>;
  gestures: number;
}

function EditorForm({ config, harness, children }: { config: unknown; harness: Harness; children: ReactNode }) {
  const form = useForm<EditorValues>({
    defaultValues: editorValuesOf(config),
    resolver: zodResolver(editorValuesSchema),
    mode: 'onChange',
  });
  harness.form = form;
  return (
    <EditorFormProvider
      value={{
        form,
        readOnly: false,
        endGesture: () => {
          harness.gestures += 1;
        },
      }}
    >
      {children}
    </EditorFormProvider>
  );
}

export function renderInEditorForm(config: unknown, children: ReactNode) {
  const harness = { gestures: 0 } as Harness;
  const view = render(
    <EditorForm config={structuredClone(config)} harness={harness}>
      {children}
    </EditorForm>,
  );
  return { ...view, harness };
}
