import { memo, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Card } from '../../schemas/cards';
import { ShopCard } from '~/cards/shop-card';
import { whenIdle } from '~/lib/deferred-chunk';

// A storefront card below the fold keeps the server's HTML (visible, sized, readable) and is hydrated when a player
// may need it: when it comes within a screen of the viewport, when a pointer, finger or focus reaches it, or when the
// browser is idle, one card per idle period. Hydrating the 48-card page at once was one long batch of main-thread
// work while the page loaded (docs/decisions/038-first-load-and-hydration.md).

/** Holds one card's hydration until it is opened. */
interface Gate {
  open: boolean;
  /** Resolves when opened: React retries the card's Suspense boundary then. */
  opened: Promise<void>;
  openNow(): void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    // The server renders every card in full.
    open: typeof document === 'undefined',
    opened: new Promise<void>((settle) => (resolve = settle)),
    openNow() {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

/** Server and hydration render see true; a client render (navigation, or React giving up on hydrating) sees false. */
const noSubscription = () => () => undefined;
const isHydrating = () => true;
const isClientRender = () => false;

/** Suspends while React hydrates this card and the gate is shut: the server's HTML stays as it is meanwhile. */
function HeldUntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(noSubscription, isClientRender, isHydrating);
  if (hydrating && !gate.open) throw gate.opened;
  return children;
}

// Shared by every held card of the page: one observer, one set of listeners, one idle queue.
const gateOf = new WeakMap<Element, Gate>();
const idleQueue: Gate[] = [];
let observer: IntersectionObserver | undefined;
let listening = false;
let pumping = false;

/**
 * Pointer, touch and focus reach a held card before React's own listeners (capture phase on window, React's are on
 * the document): the card opens first, so React hydrates it at once and the press is handled, not dropped.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

function openTarget(event: Event) {
  const slot = event.target instanceof Element ? event.target.closest('[data-hydrate]') : null;
  if (slot) gateOf.get(slot)?.openNow();
}

function watch(slot: HTMLElement, gate: Gate) {
  gateOf.set(slot, gate);
  if (!listening) {
    listening = true;
    for (const type of INTERACTIONS) window.addEventListener(type, openTarget, { capture: true, passive: true });
  }
  if (typeof IntersectionObserver !== 'undefined') {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const holder = entry.target.parentElement;
          if (holder) gateOf.get(holder)?.openNow();
          observer?.unobserve(entry.target);
        }
      },
      { rootMargin: '100% 0px' },
    );
    // The slot has no box of its own (display: contents): its card's element is what comes into view.
    if (slot.firstElementChild) observer.observe(slot.firstElementChild);
  }
  idleQueue.push(gate);
  if (!pumping) {
    pumping = true;
    whenIdle(pump);
  }
}

/** Opens the next held card, then waits for the next idle period: each card's hydration is its own short task. */
function pump() {
  let next = idleQueue.shift();
  while (next?.open) next = idleQueue.shift();
  next?.openNow();
  if (idleQueue.length > 0) whenIdle(pump);
  else pumping = false;
}

function unwatch(slot: HTMLElement, gate: Gate) {
  if (slot.firstElementChild) observer?.unobserve(slot.firstElementChild);
  gateOf.delete(slot);
  const queued = idleQueue.indexOf(gate);
  if (queued >= 0) idleQueue.splice(queued, 1);
}

/**
 * A card hydrated on demand. Memoised: a page re-render must not reach a card still held (React would throw its
 * server HTML away and render it again); its props come from the loader's data and do not change.
 */
export const CardHydratedOnDemand = memo(function CardHydratedOnDemand({ card, now }: { card: Card; now: number }) {
  const [gate] = useState(createGate);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || gate.open) return;
    watch(element, gate);
    return () => unwatch(element, gate);
  }, [gate]);
  return (
    <div ref={slot} data-hydrate="" style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <HeldUntilOpen gate={gate}>
          <ShopCard card={card} now={now} />
        </HeldUntilOpen>
      </Suspense>
    </div>
  );
});
