import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Icon } from '~/ui/icons';
import { keyframes, motionMs, stackingOrder, styled } from '~/ui/stitches.config';
import type { ToastRecord, ToastStore } from '~/ui/toast-store';
import { toastStore } from '~/ui/use-toast';

export const toasterPositions = ['top-middle', 'top-right', 'bottom-right'] as const;
export type ToasterPosition = (typeof toasterPositions)[number];

const slideFromRight = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});
const slideFromTop = keyframes({
  from: { transform: 'translateY(-100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Viewport = styled(ToastPrimitive.Viewport, {
  position: 'fixed',
  // Above dialogs: a toast fired from inside a dialog must stay visible.
  zIndex: stackingOrder.dialog + 1,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '100%',
  maxWidth: '100vw',
  margin: 0,
  padding: '$4',
  listStyle: 'none',
  outline: 'none',
  '@md': { width: '26rem' },
  variants: {
    position: {
      'top-middle': { top: 0, left: '50%', transform: 'translateX(-50%)' },
      'top-right': { top: 0, right: 0 },
      'bottom-right': { bottom: 0, right: 0 },
    },
  },
});

const Root = styled(ToastPrimitive.Root, {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: '$3',
  padding: '$4',
  borderRadius: '$card',
  border: '1px solid $border',
  borderLeftWidth: 4,
  background: 'linear-gradient(135deg, $paper, $bgAccent)',
  color: '$primaryText',
  fontFamily: '$body',
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.45)',
  '&[data-state="open"]': { animation: `${slideFromRight} ${motionMs.normal}ms cubic-bezier(0.16, 1, 0.3, 1)` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-in` },
  '&[data-swipe="move"]': {
    transform: 'translate(var(--radix-toast-swipe-move-x, 0), var(--radix-toast-swipe-move-y, 0))',
  },
  '&[data-swipe="cancel"]': { transform: 'translate(0, 0)', transition: `transform ${motionMs.normal}ms ease-out` },
  '&[data-swipe="end"]': { animation: `${fadeOut} ${motionMs.fast}ms ease-out` },
  '@reducedMotion': { '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"]': { animation: 'none' } },
  variants: {
    variant: {
      default: { borderLeftColor: '$accentBorder' },
      success: { borderLeftColor: '$primary' },
      destructive: { borderColor: '$danger', background: 'linear-gradient(135deg, $paper, rgba(244, 63, 94, 0.18))' },
    },
    enterFrom: {
      side: {},
      top: {
        '&[data-state="open"]': { animation: `${slideFromTop} ${motionMs.normal}ms cubic-bezier(0.16, 1, 0.3, 1)` },
        // Variant rules follow base rules in the sheet, so reduced motion is repeated here.
        '@reducedMotion': { '&[data-state="open"]': { animation: 'none' } },
      },
    },
  },
});

const Title = styled(ToastPrimitive.Title, { gridColumn: 1, margin: 0, fontWeight: 700, fontSize: '0.95rem' });
const Description = styled(ToastPrimitive.Description, {
  gridColumn: 1,
  margin: '$1 0 0',
  color: '$secondaryText',
  fontSize: '0.875rem',
});

const ActionButton = styled('button', {
  gridColumn: 1,
  justifySelf: 'start',
  marginTop: '$3',
  padding: '$1 $3',
  border: '1px solid $accentBorder',
  borderRadius: '$input',
  background: 'transparent',
  color: '$accentText',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: '$bgAccent' },
});

const CloseButton = styled('button', {
  gridColumn: 2,
  gridRow: 1,
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: '$pill',
  background: 'transparent',
  color: '$secondaryText',
  cursor: 'pointer',
  '&:hover': { color: '$primaryText', background: '$bgAccent' },
});

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
