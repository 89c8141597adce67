import { Component, Suspense, createContext, lazy, useContext, useEffect, type ErrorInfo, type ReactNode } from 'react';
import type { CardRef } from '~/cards/card-placeholder';
import { reportBrowserError } from '~/lib/report-browser-error';

export type { CardRef };
export type CardErrorHandler = (error: unknown, card: CardRef) => void;

/** Reports to the browser's error reporter; a no-op during server rendering (the server logs its own errors). */
export const reportCardError: CardErrorHandler = (error, card) => {
  if (typeof window === 'undefined') return;
  reportBrowserError(error, { extra: { cardId: card.id, cardType: card.type } });
};

export interface CardPreviewSettings {
  /** Publisher preview and the QA gallery: broken cards show a placeholder naming the error. */
  preview: boolean;
  onError: CardErrorHandler;
}

export const CardPreviewContext = createContext<CardPreviewSettings>({ preview: false, onError: reportCardError });

export function useCardPreview(): CardPreviewSettings {
  return useContext(CardPreviewContext);
}

const CardPlaceholderBox = lazy(() => import('~/cards/card-placeholder'));

/** Preview only: a visible box naming why a card could not be shown. Outside preview it renders nothing. */
export function CardPlaceholder({ card, error }: { card: CardRef; error: unknown }) {
  const { preview } = useCardPreview();
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <CardPlaceholderBox card={card} error={error} />
    </Suspense>
  );
}

/** A card the renderer knows it cannot draw (an unknown type): reported once from the browser. */
export function UnrenderableCard({ card, reason }: { card: CardRef; reason: string }) {
  const { onError } = useCardPreview();
  useEffect(() => onError(new Error(reason), card), [onError, reason, card]);
  return <CardPlaceholder card={card} error={reason} />;
}

type BoundaryProps = { card: CardRef; onError: CardErrorHandler; children: ReactNode };

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error, this.props.card);
  }

  override render() {
    if (this.state.failed) return <CardPlaceholder card={this.props.card} error={this.state.error} />;
    return this.props.children;
  }
}

/**
 * Keeps one broken card from breaking its page. In the browser an error boundary catches the render error;
 * on the server (where boundaries do not run) Suspense turns the error into a client-rendered hole instead of a 500.
 */
export function CardBoundary({
  card,
  onError,
  children,
}: {
  card: CardRef;
  onError?: CardErrorHandler;
  children: ReactNode;
}) {
  const settings = useCardPreview();
  return (
    <Boundary card={card} onError={onError ?? settings.onError}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  );
}
