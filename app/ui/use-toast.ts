import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput, type ToastRecord } from '~/ui/toast-store';

/** The single toast store of the app: every `toast()` call and the one <Toaster /> share it. */
export const toastStore = createToastStore();

export interface ToastHandle {
  id: string;
  update: (patch: Partial<ToastInput>) => void;
  dismiss: () => void;
}

/** Shows a toast from anywhere (loaders' effects, event handlers, non-React code). */
export function toast(input: ToastInput): ToastHandle {
  const id = toastStore.add(input);
  return {
    id,
    update: (patch) => toastStore.update(id, patch),
    dismiss: () => toastStore.dismiss(id),
  };
}

const noToasts: readonly ToastRecord[] = [];

/** The current toasts plus the API, for components. The server renders no toasts. */
export function useToast() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
  return { toasts, toast, dismiss: toastStore.dismiss };
}
