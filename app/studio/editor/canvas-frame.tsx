import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type CSSProperties } from 'react';
import type { Theme } from '../../../schemas/theme';
import {
  CHANNEL,
  canvasMessageSchema,
  isFromExpected,
  type CanvasMessage,
  type EditorMessage,
  type ThemeMessage,
} from './canvas-channel';
import { styled } from '~/ui/styled';
import * as styles from './canvas-frame.css';

const Stage = styled('div', styles.stage);
const Device = styled('div', styles.device);
const Frame = styled('iframe', styles.frame);

/** The canvas widths the toolbar offers; `full` fills the stage. */
export const deviceSizes = [
  { id: '380', label: 'Phone', width: 380 },
  { id: '768', label: 'Tablet', width: 768 },
  { id: '1280', label: 'Desktop', width: 1280 },
  { id: 'full', label: 'Full width', width: null },
] as const;
export type DeviceSize = (typeof deviceSizes)[number]['id'];

export interface CanvasHandle {
  /** Sends the theme to the canvas (validated there again); returns the message's sequence number. */
  showTheme: (theme: Theme, customFontFiles: ThemeMessage['customFontFiles']) => number;
  reload: () => void;
  /** Posts any other editor message (the page structure, a highlight) to the canvas, to our own origin only. */
  post: (message: EditorMessage) => void;
}

const DEVICE_HEIGHT = 900;

/**
 * The live canvas: the shop's real storefront (the preview route, same origin) in an iframe at a device width,
 * scaled down to fit the stage when asked. Theme edits reach it by postMessage only, to our own origin; answers are
 * taken only from our origin and from this iframe's window.
 */
export const CanvasFrame = forwardRef<
  CanvasHandle,
  {
    src: string;
    title: string;
    size: DeviceSize;
    zoomToFit: boolean;
    onReady: () => void;
    /** The canvas's other messages (a clicked node, a drawn layout). */
    onMessage?: (message: CanvasMessage) => void;
  }
>(function CanvasFrame({ src, title, size, zoomToFit, onReady, onMessage }, ref) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const seq = useRef(0);
  const [applied, setApplied] = useState(-1);
  const [stageBox, setStageBox] = useState({ width: 0, height: 0 });
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;

  useImperativeHandle(ref, () => ({
    showTheme(theme, customFontFiles) {
      seq.current += 1;
      const message: ThemeMessage = { channel: CHANNEL, type: 'theme', seq: seq.current, theme, customFontFiles };
      iframe.current?.contentWindow?.postMessage(message, window.location.origin);
      return seq.current;
    },
    reload() {
      iframe.current?.contentWindow?.location.reload();
    },
    post(message) {
      iframe.current?.contentWindow?.postMessage(message, window.location.origin);
    },
  }));

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!isFromExpected(event, iframe.current?.contentWindow, window.location.origin)) return;
      const parsed = canvasMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') onReadyRef.current();
      if (parsed.data.type === 'applied') setApplied(parsed.data.seq);
      onMessageRef.current?.(parsed.data);
    };
    window.addEventListener('message', listen);
    // The canvas may have hydrated first and said `ready` before anyone listened: send the theme now too (a canvas
    // not listening yet asks again with its own `ready`).
    onReadyRef.current();
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStageBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = deviceSizes.find((candidate) => candidate.id === size)?.width ?? null;
  const scale = width && zoomToFit && stageBox.width > 0 ? Math.min(1, stageBox.width / width) : 1;
  const height = zoomToFit && stageBox.height > 0 ? stageBox.height / scale : DEVICE_HEIGHT;
  const outer: CSSProperties = width
    ? { width: width * scale, height: height * scale }
    : { width: '100%', height: zoomToFit && stageBox.height > 0 ? stageBox.height : DEVICE_HEIGHT };
  const inner: CSSProperties = width
    ? { width, height, transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: 'top left' }
    : { width: '100%', height: '100%' };
  return (
    // The stage scrolls when the canvas is larger than it (a desktop canvas at 100%): focusable, so the keyboard can
    // scroll it too (the frame inside takes the arrow keys for the page it shows).
    <Stage ref={stage} data-canvas-applied={applied} tabIndex={0} role="region" aria-label={`${title}: canvas`}>
      <Device style={outer} data-device={size} data-scale={scale.toFixed(3)}>
        <div style={inner}>
          <Frame ref={iframe} src={src} title={title} />
        </div>
      </Device>
    </Stage>
  );
});
