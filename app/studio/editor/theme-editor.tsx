import { useBlocker } from '@remix-run/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useForm, useFormState, type Control, type FieldErrors } from 'react-hook-form';
import type { ConfigIssue, DraftConflictDetails, WorkingCopy } from '../../../schemas/studio';
import { defaultTheme } from '../../../schemas/theme-values';
import type { Theme } from '../../../schemas/theme';
import { useAutosave, type SaveState } from './autosave';
import { canvasFontFilesOf, canvasThemeOf } from './canvas-channel';
import { CanvasFrame, deviceSizes, type CanvasHandle, type DeviceSize } from './canvas-frame';
import { ConflictDialog } from './conflict-dialog';
import { checkThemeContrast } from './contrast-check';
import { EditorFormProvider } from './editor-form';
import { configWithValues, createEditorResolver, editorValuesOf, type EditorValues } from './editor-values';
import {
  canRedo,
  canUndo,
  createHistory,
  historyShortcut,
  record,
  redo,
  seal,
  undo,
  type EditHistory,
} from './edit-history';
import { ConfirmDialog, PublishDialog } from './publish-dialog';
import { discardDraft, draftConflictOf, fetchWorkingCopy, publishDraft, publishIssuesOf } from './studio-api';
import { editorPanels, type EditorPanelProps } from './editor-panels';
import { StructureProvider, canvasPreviewSrc, useStructureCanvas } from '~/studio/structure/structure-canvas';
import { markPublishAttempt } from '~/studio/forms/use-form-field';
import { Button } from '~/ui/button';
import { previewContextQuery } from '../../../schemas/studio-preview-context';
import { DEFAULT_PREVIEW_CONTEXT, limitedItemsOf, PreviewAsControl } from '~/studio/preview/preview-as-control';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs';
import { styled } from '~/ui/styled';
import { toast } from '~/ui/use-toast';
import * as styles from './theme-editor.css';

const Editor = styled('div', styles.editor);
const Toolbar = styled('div', styles.toolbar);
const ToolbarGroup = styled('div', styles.toolbarGroup);
const Spacer = styled('div', styles.spacer);
const Status = styled('p', styles.status);
const Segmented = styled('div', styles.segmented);
const Body = styled('div', styles.body);
const Panel = styled('div', styles.panel);
const CanvasColumn = styled('div', styles.canvasColumn);
const ReadOnlyNote = styled('p', styles.readOnlyNote);

/** Every field error of the form as `{ path, message }`, the way the server lists a draft's issues. */
export function formIssues(errors: FieldErrors, prefix = ''): ConfigIssue[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') return [{ path, message }];
    return formIssues(value as FieldErrors, path);
  });
}

// What the canvas cannot draw by itself: the theme travels by message, and so do the layout and the catalogue
// its cards are priced from (docs/decisions/039).
const themeOnly = ({
  theme: _theme,
  customFontFiles: _files,
  layout: _layout,
  catalogue: _items,
  ...rest
}: EditorValues) => JSON.stringify(rest);

const saveStateText: Record<SaveState, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Not saved: the last save failed',
  conflict: 'Not saved: someone else changed this shop',
};

/** The theme editor (`/studio/:shop`): the controls beside the live canvas, autosave, undo, publish. */
export function ThemeEditor({ initial }: { initial: WorkingCopy }) {
  const shop = initial.shop.handle;
  const queryClient = useQueryClient();
  const [workingCopy, setWorkingCopy] = useState(initial);
  const readOnly = initial.role === 'viewer';
  const initialValues = useMemo(() => editorValuesOf(initial.config), [initial.config]);
  const form = useForm<EditorValues>({
    defaultValues: initialValues,
    resolver: createEditorResolver(),
    mode: 'onChange',
    // A publish attempt shows every error but leaves focus to the publish dialog.
    shouldFocusError: false,
  });
  // The history lives in a ref: a keystroke records a step without re-rendering the editor, which renders again
  // only when Undo or Redo turns on or off (the canvas would otherwise wait for that render; docs/decisions/043).
  const historyRef = useRef<EditHistory<EditorValues>>(createHistory(initialValues));
  const [undoable, setUndoable] = useState({ undo: false, redo: false });
  const setHistory = useCallback((next: EditHistory<EditorValues>) => {
    historyRef.current = next;
    const flags = { undo: canUndo(next), redo: canRedo(next) };
    setUndoable((current) => (current.undo === flags.undo && current.redo === flags.redo ? current : flags));
  }, []);
  const canvas = useRef<CanvasHandle>(null);
  const [panel, setPanel] = useState(editorPanels[0]?.id ?? '');
  const structure = useStructureCanvas({ form, canvas, openPanel: () => setPanel('pages') });
  const lastValidTheme = useRef<Theme>(canvasThemeOf(initialValues.theme, defaultTheme));
  const [canvasTheme, setCanvasTheme] = useState<Theme>(lastValidTheme.current);
  const canvasPageOf = useRef(themeOnly(initialValues));
  const [serverIssues, setServerIssues] = useState<ConfigIssue[]>(initial.issues);
  const [conflict, setConflict] = useState<DraftConflictDetails | null>(null);
  const [publishOpen, setPublishOpen] = useState(false);
  const [publishIssues, setPublishIssues] = useState<ConfigIssue[] | null>(null);
  const [discardOpen, setDiscardOpen] = useState(false);
  const [size, setSize] = useState<DeviceSize>('1280');
  const [zoomToFit, setZoomToFit] = useState(true);
  const [previewAs, setPreviewAs] = useState(DEFAULT_PREVIEW_CONTEXT);
  // The canvas reloads only for a new "Preview as", on the page it shows then (the outline moves it by message).
  const canvasSrc = useMemo(
    () => canvasPreviewSrc(shop, structure.canvasTarget.current, previewContextQuery(previewAs)),
    [shop, previewAs, structure.canvasTarget],
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  /** Sends the form's theme to the canvas: valid fields as typed, invalid ones as they last were valid. */
  const showOnCanvas = useCallback((values: EditorValues) => {
    const theme = canvasThemeOf(values.theme, lastValidTheme.current);
    lastValidTheme.current = theme;
    canvas.current?.showTheme(theme, canvasFontFilesOf(values.customFontFiles));
    // The pickers' samples and the contrast warnings follow at a lower priority than the canvas.
    startTransition(() => setCanvasTheme(theme));
  }, []);

  const autosave = useAutosave({
    shop,
    enabled: !readOnly,
    revision: initial.revision,
    getConfig: () => configWithValues(workingCopy.config, form.getValues()),
    onSaved: (saved) => {
      setServerIssues(saved.issues);
      setWorkingCopy((current) => ({
        ...current,
        revision: saved.revision,
        hasDraft: saved.hasDraft,
        issues: saved.issues,
      }));
      // Name, footer, consent and icons are drawn by the server: the canvas reloads the saved draft to show them.
      const page = themeOnly(form.getValues());
      if (page !== canvasPageOf.current) {
        canvasPageOf.current = page;
        canvas.current?.reload();
      }
    },
    onConflict: setConflict,
    onError: () =>
      toast({
        title: 'Could not save the draft',
        description: 'Your edits are kept here; retrying with the next change.',
        variant: 'destructive',
      }),
  });

  const { schedule, rebase } = autosave;
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      const values = structuredClone(form.getValues());
      showOnCanvas(values);
      if (type === 'change') {
        setHistory(record(historyRef.current, values, name ?? null));
        schedule();
      }
    });
    return () => subscription.unsubscribe();
  }, [form, showOnCanvas, setHistory, schedule]);

  const endGesture = useCallback(() => setHistory(seal(historyRef.current)), [setHistory]);

  /** Puts a snapshot in the form (undo, redo, a reload): the canvas follows, autosave saves it. */
  const showValues = useCallback(
    (values: EditorValues, save: boolean) => {
      form.reset(values, { keepDefaultValues: true });
      void form.trigger();
      showOnCanvas(values);
      if (save) schedule();
    },
    [form, showOnCanvas, schedule],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      if (readOnly) return;
      const current = seal(historyRef.current);
      const next = direction === 'undo' ? undo(current) : redo(current);
      if (next === current) return;
      setHistory(next);
      showValues(structuredClone(next.present), true);
    },
    [readOnly, setHistory, showValues],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = historyShortcut(event);
      if (!action || readOnly) return;
      event.preventDefault();
      step(action);
    };
    const onPointerUp = () => endGesture();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerup', onPointerUp);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerup', onPointerUp);
    };
  }, [step, endGesture, readOnly]);

  /** Starts over from a working copy the server gave: form, history, autosave and canvas. */
  const startFrom = useCallback(
    (copy: WorkingCopy) => {
      const values = editorValuesOf(copy.config);
      setWorkingCopy(copy);
      setServerIssues(copy.issues);
      rebase(copy.revision);
      setHistory(createHistory(values));
      showValues(values, false);
      canvasPageOf.current = themeOnly(values);
      canvas.current?.reload();
      queryClient.setQueryData(['studio', shop, 'working-copy'], copy);
    },
    [rebase, setHistory, showValues, queryClient, shop],
  );

  const reload = useMutation({
    mutationFn: () => fetchWorkingCopy(shop),
    onSuccess: (copy) => {
      setConflict(null);
      startFrom(copy);
      toast({ title: 'Reloaded the latest version' });
    },
    onError: () => toast({ title: 'Could not reload the shop', variant: 'destructive' }),
  });

  const publish = useMutation({
    mutationFn: () => publishDraft(shop, autosave.revision.current),
    onSuccess: (copy) => {
      setPublishOpen(false);
      setWorkingCopy(copy);
      autosave.rebase(copy.revision);
      setServerIssues(copy.issues);
      toast({ title: 'Published', description: `Version ${copy.published.version} is live.`, variant: 'success' });
    },
    onError: (error) => {
      const issues = publishIssuesOf(error);
      if (issues) return setPublishIssues(issues);
      const stale = draftConflictOf(error);
      if (stale) {
        setPublishOpen(false);
        return setConflict(stale);
      }
      toast({ title: 'Could not publish', description: error.message, variant: 'destructive' });
    },
  });

  const discard = useMutation({
    mutationFn: () => discardDraft(shop, autosave.revision.current),
    onSuccess: (copy) => {
      setDiscardOpen(false);
      startFrom(copy);
      toast({ title: 'Draft discarded', description: 'The editor shows the published theme again.' });
    },
    onError: (error) => {
      setDiscardOpen(false);
      const stale = draftConflictOf(error);
      if (stale) return setConflict(stale);
      toast({ title: 'Could not discard the draft', description: error.message, variant: 'destructive' });
    },
  });

  const openPublish = async () => {
    // From now on every field shows its error, not only the ones the publisher has touched (decision 045).
    void markPublishAttempt(form);
    await autosave.flush();
    setPublishIssues(null);
    setPublishOpen(true);
  };

  const unsaved = autosave.state !== 'saved';
  const unpublished = workingCopy.hasDraft || unsaved;
  // Leaving with edits the server does not have yet asks first: other studio pages, and closing the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const warnings = useMemo(() => checkThemeContrast(canvasTheme), [canvasTheme]);
  const statusState =
    autosave.state === 'error' || autosave.state === 'conflict' ? 'error' : unpublished ? 'unpublished' : 'published';
  const statusText = unpublished
    ? `Unpublished changes · ${saveStateText[autosave.state]}`
    : `Published · version ${workingCopy.published.version}`;

  return (
    <EditorFormProvider value={{ form, readOnly, endGesture, serverIssues }}>
      <Editor data-hydrated={hydrated ? '' : undefined}>
        <VisuallyHidden asChild>
          <h1>Theme editor: {workingCopy.shop.name}</h1>
        </VisuallyHidden>
        <Toolbar role="toolbar" aria-label="Editor">
          <Status role="status" data-state={statusState}>
            <span data-dot="" aria-hidden="true" />
            {statusText}
          </Status>
          <Spacer />
          <ToolbarGroup>
            <Button
              variant="ghost"
              size="small"
              disabled={readOnly || !undoable.undo}
              onClick={() => step('undo')}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              Undo
            </Button>
            <Button
              variant="ghost"
              size="small"
              disabled={readOnly || !undoable.redo}
              onClick={() => step('redo')}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
            >
              Redo
            </Button>
          </ToolbarGroup>
          <Segmented role="group" aria-label="Canvas width">
            {deviceSizes.map((device) => (
              <button
                key={device.id}
                type="button"
                aria-pressed={size === device.id}
                onClick={() => setSize(device.id)}
              >
                {device.width ? `${device.label} ${device.width}` : device.label}
              </button>
            ))}
          </Segmented>
          <PreviewAsControl
            value={previewAs}
            onChange={setPreviewAs}
            limitedItems={limitedItemsOf(workingCopy.config)}
          />
          <Segmented role="group" aria-label="Zoom">
            <button type="button" aria-pressed={zoomToFit} onClick={() => setZoomToFit((fit) => !fit)}>
              Zoom to fit
            </button>
          </Segmented>
          {readOnly ? null : (
            <ToolbarGroup>
              <Button
                variant="secondary"
                size="small"
                disabled={!workingCopy.hasDraft || unsaved}
                onClick={() => setDiscardOpen(true)}
              >
                Discard draft
              </Button>
              <Button
                size="small"
                disabled={!hydrated || autosave.state === 'conflict'}
                onClick={() => void openPublish()}
              >
                Publish
              </Button>
            </ToolbarGroup>
          )}
        </Toolbar>
        <Body>
          <Panel aria-label="Theme settings">
            {readOnly ? (
              <ReadOnlyNote>You can preview this shop. Editing needs the editor or owner role.</ReadOnlyNote>
            ) : null}
            <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <VisuallyHidden asChild>
                <legend>Theme of {workingCopy.shop.name}</legend>
              </VisuallyHidden>
              <StructureProvider value={structure.selection}>
                <EditorPanels
                  theme={canvasTheme}
                  warnings={warnings}
                  shop={shop}
                  panel={panel}
                  onPanelChange={setPanel}
                />
              </StructureProvider>
            </fieldset>
          </Panel>
          <CanvasColumn>
            <CanvasFrame
              ref={canvas}
              src={canvasSrc}
              title={`Live preview of ${workingCopy.shop.name}`}
              size={size}
              zoomToFit={zoomToFit}
              onReady={() => {
                showOnCanvas(form.getValues());
                structure.onCanvasReady();
              }}
              onMessage={structure.onCanvasMessage}
            />
          </CanvasColumn>
        </Body>
      </Editor>
      <EditorPublishDialog
        control={form.control}
        publishIssues={publishIssues}
        serverIssues={serverIssues}
        open={publishOpen}
        onOpenChange={setPublishOpen}
        warnings={warnings}
        publishing={publish.isPending}
        onPublish={() => publish.mutate()}
      />
      <ConfirmDialog
        open={discardOpen}
        title="Discard the draft?"
        description="Every unpublished change goes, and the editor shows the published theme again. This cannot be undone."
        confirmLabel="Discard draft"
        busy={discard.isPending}
        onConfirm={() => discard.mutate()}
        onCancel={() => setDiscardOpen(false)}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave with unsaved edits?"
        description="Your latest edits have not reached the server yet."
        confirmLabel="Leave anyway"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
      <ConflictDialog
        conflict={conflict}
        reloading={reload.isPending}
        onReload={() => reload.mutate()}
        onKeep={() => setConflict(null)}
      />
    </EditorFormProvider>
  );
}

/** The side panels: one alone is shown as it is; several get a row of tabs above them. */
function EditorPanels({
  panel,
  onPanelChange,
  ...props
}: EditorPanelProps & { panel: string; onPanelChange: (id: string) => void }) {
  const [first, ...rest] = editorPanels;
  if (!first) return null;
  if (rest.length === 0) return <first.Panel {...props} />;
  return (
    <Tabs value={panel} onValueChange={onPanelChange}>
      <TabsList aria-label="Edit">
        {editorPanels.map((panel) => (
          <TabsTrigger key={panel.id} value={panel.id}>
            {panel.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {editorPanels.map((panel) => (
        <TabsContent key={panel.id} value={panel.id}>
          <panel.Panel {...props} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The publish dialog with the draft's issues: the form's own field errors and the server's. It alone follows the
 * form's errors, so a keystroke's validation re-renders this and not the whole editor.
 */
function EditorPublishDialog({
  control,
  publishIssues,
  serverIssues,
  ...props
}: Omit<ComponentProps<typeof PublishDialog>, 'issues'> & {
  control: Control<EditorValues>;
  publishIssues: ConfigIssue[] | null;
  serverIssues: ConfigIssue[];
}) {
  const { errors } = useFormState({ control });
  const issues = publishIssues ?? dedupe([...formIssues(errors), ...serverIssues]);
  return <PublishDialog {...props} issues={issues} />;
}

function dedupe(issues: ConfigIssue[]): ConfigIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\n${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
