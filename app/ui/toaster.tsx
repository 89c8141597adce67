import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import type { ToastRecord, ToastStore } from '~/ui/toast-store';
import { toastStore } from '~/ui/use-toast';
import * as styles from './toaster.css';

export const toasterPositions = ['top-middle', 'top-right', 'bottom-right'] as const;
export type ToasterPosition = (typeof toasterPositions)[number];

const Viewport = styled(ToastPrimitive.Viewport, styles.viewport);

const Root = styled(ToastPrimitive.Root, styles.root);

const Title = styled(ToastPrimitive.Title, styles.title);
const Description = styled(ToastPrimitive.Description, styles.description);

const ActionButton = styled('button', styles.actionButton);

const CloseButton = styled('button', styles.closeButton);

interface ToastItemProps {
  toast: ToastRecord;
  store: ToastStore;
  enterFrom: 'side' | 'top';
}

function ToastItem({ toast, store, enterFrom }: ToastItemProps) {
  return (
    <Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) store.dismiss(toast.id);
      }}
      // The store owns the 10 s timer; Radix only reports hover / focus pauses to it.
      duration={Infinity}
      onPause={() => store.pause(toast.id)}
      onResume={() => store.resume(toast.id)}
      // Errors interrupt screen readers at once; other news waits for a pause.
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      variant={toast.variant}
      enterFrom={enterFrom}
      data-variant={toast.variant}
    >
      <Title>{toast.title}</Title>
      {toast.description ? <Description>{toast.description}</Description> : null}
      {toast.action ? (
        <ToastPrimitive.Action altText={toast.action.altText} asChild>
          <ActionButton type="button" onClick={toast.action.onSelect}>
            {toast.action.label}
          </ActionButton>
        </ToastPrimitive.Action>
      ) : null}
      <ToastPrimitive.Close asChild>
        <CloseButton type="button" aria-label="Close notification">
          <Icon name="close" size={16} />
        </CloseButton>
      </ToastPrimitive.Close>
    </Root>
  );
}

const noToasts: readonly ToastRecord[] = [];

export interface ToasterProps {
  /** Where toasts appear. Default bottom-right: clear of the header, cart and page content. */
  position?: ToasterPosition;
  /** The app-wide store by default; tests and the gallery may pass their own. */
  store?: ToastStore;
}

/** Mount once near the root: renders the store's toasts (at most one at a time). */
export function Toaster({ position = 'bottom-right', store = toastStore }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => noToasts);
  const fromTop = position === 'top-middle';
  return (
    <ToastPrimitive.Provider swipeDirection={fromTop ? 'up' : 'right'}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} store={store} enterFrom={fromTop ? 'top' : 'side'} />
      ))}
      <Viewport position={position} data-position={position} />
    </ToastPrimitive.Provider>
  );
}
