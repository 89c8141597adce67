import { useEffect } from 'react';

/**
 * On a studio preview document (`data-studio-preview` on <html>, set by the preview route) loads the canvas
 * receiver, so the theme editor framing it can restyle the page live. Players' pages never load it: the check
 * runs after hydration and the receiver is its own chunk.
 */
export function useStudioPreviewReceiver() {
  useEffect(() => {
    if (!document.documentElement.hasAttribute('data-studio-preview')) return;
    void import('~/studio/editor/canvas-receiver').then((receiver) => receiver.startCanvasReceiver(window));
  }, []);
}
