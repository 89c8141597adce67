import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Layout } from '../../../schemas/layout';
import { CHANNEL, type CanvasMessage } from '~/studio/editor/canvas-channel';
import type { CanvasHandle } from '~/studio/editor/canvas-frame';
import type { EditorValues } from '~/studio/editor/editor-values';
import { canvasLayoutOf, createCanvasLayoutMemory } from './canvas-layout';
import { parseNodePath } from './layout-paths';

/** The Pages panel's link to the canvas: which node is selected, and how to select one (outlined on the canvas). */
export interface StructureSelection {
  /** Config path of the selected node (`layout.pages.0.sections.1`), or null. */
  selected: string | null;
  /** The page the outline shows. */
  pageIndex: number;
  setPageIndex: (index: number) => void;
  /** Selects a node from the outline: the canvas outlines it and scrolls to it. */
  select: (path: string | null) => void;
}

const StructureContext = createContext<StructureSelection | null>(null);
export const StructureProvider = StructureContext.Provider;

export function useStructureSelection(): StructureSelection {
  const value = useContext(StructureContext);
  if (!value) throw new Error('The Pages panel must sit inside the editor');
  return value;
}

/**
 * Sends the form's layout to the canvas whenever the layout or catalogue changes (no other field: a theme keystroke
 * costs nothing here), and turns the canvas's clicks into a selection in the outline (`openPanel` shows it).
 */
export function useStructureCanvas({
  form,
  canvas,
  openPanel,
}: {
  form: UseFormReturn<EditorValues>;
  canvas: RefObject<CanvasHandle | null>;
  openPanel: () => void;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const memory = useRef(createCanvasLayoutMemory());
  const seq = useRef(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const openPanelRef = useRef(openPanel);
  openPanelRef.current = openPanel;

  const showLayout = useCallback(() => {
    const values = form.getValues();
    const drawn = canvasLayoutOf(values.layout as Layout, values.catalogue, memory.current);
    if (!drawn) return;
    seq.current += 1;
    canvas.current?.post({ channel: CHANNEL, type: 'layout', seq: seq.current, ...drawn });
  }, [form, canvas]);

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined || name.startsWith('layout') || name.startsWith('catalogue')) showLayout();
    });
    return () => subscription.unsubscribe();
  }, [form, showLayout]);

  /** The canvas (re)loaded: it gets the layout and the current selection. */
  const onCanvasReady = useCallback(() => {
    showLayout();
    canvas.current?.post({ channel: CHANNEL, type: 'highlight', path: selectedRef.current, scroll: false });
  }, [showLayout, canvas]);

  const onCanvasMessage = useCallback((message: CanvasMessage) => {
    if (message.type !== 'select') return;
    const address = parseNodePath(message.path);
    if (!address) return;
    setPageIndex(address.page);
    setSelected(message.path);
    openPanelRef.current();
  }, []);

  const select = useCallback(
    (path: string | null) => {
      setSelected(path);
      canvas.current?.post({ channel: CHANNEL, type: 'highlight', path, scroll: path !== null });
    },
    [canvas],
  );

  const selection = useMemo<StructureSelection>(
    () => ({ selected, pageIndex, setPageIndex, select }),
    [selected, pageIndex, select],
  );
  return { selection, onCanvasReady, onCanvasMessage };
}
