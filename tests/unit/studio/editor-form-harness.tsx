import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { ConfigIssue } from '../../../schemas/studio';
import { EditorFormProvider } from '~/studio/editor/editor-form';
import { createEditorResolver, editorValuesOf, type EditorValues } from '~/studio/editor/editor-values';

// The editor's form as the theme editor builds it (same values, same resolver), around one panel or form under test.

export interface Harness {
  form: UseFormReturn<EditorValues>;
  gestures: number;
}

function EditorForm({
  config,
  harness,
  serverIssues,
  children,
}: {
  config: unknown;
  harness: Harness;
  serverIssues: readonly ConfigIssue[];
  children: ReactNode;
}) {
  const form = useForm<EditorValues>({
    defaultValues: editorValuesOf(config),
    resolver: createEditorResolver(),
    mode: 'onChange',
  });
  harness.form = form;
  return (
    <EditorFormProvider
      value={{
        form,
        readOnly: false,
        serverIssues,
        endGesture: () => {
          harness.gestures += 1;
        },
      }}
    >
      {children}
    </EditorFormProvider>
  );
}

export function renderInEditorForm(config: unknown, children: ReactNode, serverIssues: readonly ConfigIssue[] = []) {
  const harness = { gestures: 0 } as Harness;
  const view = render(
    <EditorForm config={structuredClone(config)} harness={harness} serverIssues={serverIssues}>
      {children}
    </EditorForm>,
  );
  return { ...view, harness };
}
