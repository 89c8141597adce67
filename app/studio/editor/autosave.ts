import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedDraft } from '../../../schemas/studio';
import { draftConflictOf, saveDraft } from './studio-api';
import type { DraftConflictDetails } from '../../../schemas/studio';

/** Where the editor's edits stand: all saved, waiting for the debounce, on the wire, failed, or refused as stale. */
export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export const AUTOSAVE_DELAY_MS = 700;

export interface AutosaveOptions {
  shop: string;
  enabled: boolean;
  revision: string;
  getConfig: () => unknown;
  onSaved: (saved: SavedDraft) => void;
  onConflict: (details: DraftConflictDetails) => void;
  onError: (error: unknown) => void;
  delayMs?: number;
}

/**
 * Saves the draft a moment after the last edit, naming the revision it was based on (a stale one answers 409 and
 * autosave stops until the publisher reloads). One save at a time; edits made during a save are saved after it.
 */
export function useAutosave({
  shop,
  enabled,
  revision,
  getConfig,
  onSaved,
  onConflict,
  onError,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions) {
  const [state, setStateValue] = useState<SaveState>('saved');
  const stateRef = useRef<SaveState>('saved');
  const revisionRef = useRef(revision);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const save = useMutation({
    mutationFn: ({ baseRevision, config }: { baseRevision: string; config: unknown }) =>
      saveDraft(shop, baseRevision, config),
  });
  const callbacks = useRef({ getConfig, onSaved, onConflict, onError, save: save.mutateAsync });
  callbacks.current = { getConfig, onSaved, onConflict, onError, save: save.mutateAsync };

  const setState = (next: SaveState) => {
    stateRef.current = next;
    setStateValue(next);
  };

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) {
      await inFlight.current;
      return flush();
    }
    if (!dirty.current || stateRef.current === 'conflict') return;
    dirty.current = false;
    setState('saving');
    const run = (async () => {
      try {
        const saved = await callbacks.current.save({
          baseRevision: revisionRef.current,
          config: callbacks.current.getConfig(),
        });
        revisionRef.current = saved.revision;
        callbacks.current.onSaved(saved);
        setState(dirty.current ? 'pending' : 'saved');
      } catch (error) {
        const conflict = draftConflictOf(error);
        if (conflict) {
          setState('conflict');
          callbacks.current.onConflict(conflict);
        } else {
          dirty.current = true;
          setState('error');
          callbacks.current.onError(error);
        }
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
    if (dirty.current && stateRef.current === 'pending') await flush();
  }, []);

  const schedule = useCallback(() => {
    if (!enabled) return;
    dirty.current = true;
    if (stateRef.current === 'conflict') return;
    if (stateRef.current !== 'saving') setState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [enabled, delayMs, flush]);

  /** Starts over from a working copy the server just gave (after publish, discard, reload). */
  const rebase = useCallback((nextRevision: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    revisionRef.current = nextRevision;
    setState('saved');
  }, []);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  return { state, schedule, flush, rebase, revision: revisionRef };
}
