/**
 * Undo and redo as a stack of snapshots (pure, no React). Changes recorded under the same open `group` (one colour
 * drag, one run of typing in a field) replace each other and undo as one step; `seal` closes the group when the
 * gesture ends (pointer up, focus leaves), and a change under another group or none starts a new step.
 */
export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The gesture still adding to the newest step, or null when the next change is a step of its own. */
  group: string | null;
}

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 200;

export function createHistory<T>(initial: T): EditHistory<T> {
  return { past: [], present: initial, future: [], group: null };
}

/** Records `next` as the present: a new step, or part of the open step when `group` matches it. Clears redo. */
export function record<T>(history: EditHistory<T>, next: T, group: string | null = null): EditHistory<T> {
  if (group !== null && group === history.group) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], group };
}

/** Ends the open gesture: the next change is a new step. */
export function seal<T>(history: EditHistory<T>): EditHistory<T> {
  return history.group === null ? history : { ...history, group: null };
}

export function canUndo(history: EditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    group: null,
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, group: null };
}

/** Starts over from `present` (a reload, a discard): nothing to undo or redo. */
export function resetHistory<T>(present: T): EditHistory<T> {
  return createHistory(present);
}

/** What a keyboard event asks of the history: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl+Y redo. */
export function historyShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
