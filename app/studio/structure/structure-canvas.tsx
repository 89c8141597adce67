import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Layout } from '../../../schemas/layout';
import type { PageTarget } from '../../../schemas/menu';
import { CHANNEL, type CanvasMessage } from '~/studio/editor/canvas-channel';
import type { CanvasHandle } from '~/studio/editor/canvas-frame';
import { withoutNulls, type EditorValues } from '~/studio/editor/editor-values';
import { pageSlugs } from '~/lib/shop-paths';
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
  const [pageIndex, setPageIndexState] = useState(0);
  /** The page the canvas shows, as it last said (`page-shown`); the canvas opens on the home page. */
  const canvasTarget = useRef<PageTarget>('HOME');
  const memory = useRef(createCanvasLayoutMemory());
  const seq = useRef(0);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const openPanelRef = useRef(openPanel);
  openPanelRef.current = openPanel;

  const showLayout = useCallback(() => {
    const values = form.getValues();
    const drawn = canvasLayoutOf(withoutNulls(values.layout) as Layout, values.catalogue, memory.current);
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

  /** The outline shows another page: the canvas goes there too (docs/decisions/044). */
  const setPageIndex = useCallback(
    (index: number) => {
      setPageIndexState(index);
      const target = (form.getValues('layout') as Layout).pages?.[index]?.target;
      if (!target || target === canvasTarget.current) return;
      canvasTarget.current = target;
      canvas.current?.post({ channel: CHANNEL, type: 'show-page', target });
    },
    [form, canvas],
  );

  const onCanvasMessage = useCallback(
    (message: CanvasMessage) => {
      if (message.type === 'page-shown') {
        // The canvas loaded a page, or a menu link inside it led to another: the outline shows that page.
        canvasTarget.current = message.target;
        const index = (form.getValues('layout') as Layout).pages?.findIndex((page) => page.target === message.target);
        if (index === undefined || index === -1) return;
        setPageIndexState(index);
        setSelected((path) => (path && parseNodePath(path)?.page !== index ? null : path));
        return;
      }
      if (message.type !== 'select') return;
      const address = parseNodePath(message.path);
      if (!address) return;
      setPageIndexState(address.page);
      setSelected(message.path);
      openPanelRef.current();
    },
    [form],
  );

  const select = useCallback(
    (path: string | null) => {
      setSelected(path);
      // A node on another page (an issue in the publish dialog, say): the outline and the canvas go to its page.
      const address = path === null ? null : parseNodePath(path);
      if (address) setPageIndex(address.page);
      canvas.current?.post({ channel: CHANNEL, type: 'highlight', path, scroll: path !== null });
    },
    [canvas, setPageIndex],
  );

  const selection = useMemo<StructureSelection>(
    () => ({ selected, pageIndex, setPageIndex, select }),
    [selected, pageIndex, setPageIndex, select],
  );
  return { selection, onCanvasReady, onCanvasMessage, canvasTarget };
}

/** The canvas's address for a page: the preview route takes the storefront's page segment, then "Preview as". */
export function canvasPreviewSrc(shop: string, target: PageTarget, previewQuery: string): string {
  const slug = pageSlugs[target];
  return `/studio/${encodeURIComponent(shop)}/preview${slug ? `/${slug}` : ''}${previewQuery}`;
}
