/**
 * The app's toasts as plain data (spec sections 4 and 9), free of React so it can be tested with fake
 * timers. Lifecycle: added (open) -> updated -> dismissed (closed, may animate out) -> removed
 * TOAST_REMOVE_DELAY ms after dismissal. An open toast dismisses itself after TOAST_DURATION ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 10_000;
export const TOAST_REMOVE_DELAY = 10_000;

export const toastVariants = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** A button inside the toast; `altText` tells screen-reader users how to do the same elsewhere (Radix). */
export interface ToastAction {
  label: string;
  altText: string;
  onSelect: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

export interface ToastStoreOptions {
  limit?: number;
  duration?: number;
  removeDelay?: number;
}

type Listener = (toasts: readonly ToastRecord[]) => void;

export function createToastStore({
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION,
  removeDelay = TOAST_REMOVE_DELAY,
}: ToastStoreOptions = {}) {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastRecord[]) => {
    toasts = next;
    listeners.forEach((listener) => listener(toasts));
  };
  const clearTimer = (timers: Map<string, ReturnType<typeof setTimeout>>, id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };
  const startAutoDismiss = (id: string) => {
    clearTimer(dismissTimers, id);
    dismissTimers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  };

  function add(input: ToastInput): string {
    counter += 1;
    const id = `toast-${counter}`;
    const record: ToastRecord = { ...input, id, variant: input.variant ?? 'default', open: true };
    const next = [record, ...toasts];
    // Over the limit, the oldest toasts are replaced at once: only the newest stays visible.
    next.slice(limit).forEach((old) => forget(old.id));
    emit(next.slice(0, limit));
    startAutoDismiss(id);
    return id;
  }

  /** Changes an existing toast; an open one gets its full display time again for the new content. */
  function update(id: string, patch: Partial<ToastInput>) {
    const current = toasts.find((t) => t.id === id);
    if (!current) return;
    emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)));
    if (current.open) startAutoDismiss(id);
  }

  /** Closes one toast (or all without an id); it is removed TOAST_REMOVE_DELAY ms later. */
  function dismiss(id?: string) {
    const targets = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
    if (targets.length === 0) return;
    for (const t of targets) {
      clearTimer(dismissTimers, t.id);
      removeTimers.set(
        t.id,
        setTimeout(() => remove(t.id), removeDelay),
      );
    }
    const closing = new Set(targets.map((t) => t.id));
    emit(toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)));
  }

  function forget(id: string) {
    clearTimer(dismissTimers, id);
    clearTimer(removeTimers, id);
  }

  function remove(id?: string) {
    const gone = toasts.filter((t) => id === undefined || t.id === id);
    if (gone.length === 0) return;
    gone.forEach((t) => forget(t.id));
    emit(toasts.filter((t) => !gone.includes(t)));
  }

  /** Holds the auto-dismiss while the player hovers or focuses the toast (WCAG 2.2.1); resume restarts it. */
  function pause(id: string) {
    clearTimer(dismissTimers, id);
  }
  function resume(id: string) {
    if (toasts.some((t) => t.id === id && t.open)) startAutoDismiss(id);
  }

  return {
    add,
    update,
    dismiss,
    remove,
    pause,
    resume,
    getSnapshot: (): readonly ToastRecord[] => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
