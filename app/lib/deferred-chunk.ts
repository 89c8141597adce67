import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Code kept out of first-load JavaScript: imported once, when the browser is idle after hydration or at once
 * when a player reaches for it (hover, focus, press), whichever comes first.
 */
export interface DeferredChunk<T> {
  /** Starts the import (once) and resolves with the module. */
  load(): Promise<T>;
  /** The module if it has arrived, else undefined. */
  current(): T | undefined;
}

export function deferredChunk<T>(importer: () => Promise<T>): DeferredChunk<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed download (flaky network, new deploy) may be retried on the next attempt.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` once the main thread is idle, within `timeout` ms at the latest; returns a cancel function. */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout });
    return () => idle.cancelIdleCallback!(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The chunk's module once it has arrived: undefined during server rendering and hydration (so the markup
 * matches), then loaded when the browser is idle. A component mounted after the chunk arrived gets it at once.
 */
export function useDeferredChunk<T>(chunk: DeferredChunk<T>): T | undefined {
  const [module, setModule] = useState<T | undefined>(chunk.current);
  useEffect(() => {
    if (module) return;
    let live = true;
    const cancel = whenIdle(() => {
      chunk.load().then(
        (loaded) => {
          if (live) setModule(() => loaded);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [chunk, module]);
  return module;
}

/**
 * When a deferred chunk is fetched before anyone asks for it: `idle`, once the browser is idle after hydration (small
 * chunks a player is likely to need at once: the menu, the drawer); `intent`, only on `warm()` (pointer over, focus,
 * touch), for chunks whose evaluation is a long task on a phone (zod's schemas: the sign-in dialog, the commerce
 * code), so loading the page never pays for them (docs/decisions/063).
 */
export type ChunkWarmUp = 'idle' | 'intent';

/**
 * For a control whose real implementation is deferred (a menu, a drawer): the module once the player has asked
 * for it with `request()`, or at once if it had already arrived when the component mounted. Until then the
 * component renders a look-alike placeholder. The chunk is fetched on `warm()` (hover, focus, touch) and, with
 * `warmUp: 'idle'`, when the browser is idle, so a request is usually answered within a frame.
 */
export function useChunkOnDemand<T>(
  chunk: DeferredChunk<T>,
  { warmUp = 'idle' }: { warmUp?: ChunkWarmUp } = {},
): {
  module: T | undefined;
  request: () => void;
  warm: () => void;
} {
  const [module, setModule] = useState<T | undefined>(chunk.current);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    const cancel = warmUp === 'idle' ? whenIdle(() => void chunk.load().catch(() => undefined)) : undefined;
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [chunk, warmUp]);
  const request = useCallback(() => {
    chunk.load().then(
      (loaded) => {
        if (live.current) setModule(() => loaded);
      },
      () => undefined,
    );
  }, [chunk]);
  const warm = useCallback(() => void chunk.load().catch(() => undefined), [chunk]);
  return { module, request, warm };
}
