// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../schemas/cards';
import { CardBoundary, CardPreviewContext, type CardErrorHandler } from '~/cards/card-preview';
import { ShopCard } from '~/cards/shop-card';

function Broken(): never {
  throw new Error('tiers is not iterable');
}

const label: Card = { id: 'hot-deals', type: 'label', text: 'Hot deals' };
const unknown = { id: 'mystery-box', type: 'mystery_box' } as unknown as Card;

function renderIn(preview: boolean, children: React.ReactNode) {
  const onError = vi.fn<CardErrorHandler>();
  render(<CardPreviewContext.Provider value={{ preview, onError }}>{children}</CardPreviewContext.Provider>);
  return onError;
}

describe('given a card that throws while rendering', () => {
  beforeEach(() => {
    // React logs every error a boundary catches; here that is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('in preview, shows a placeholder naming the error and reports it', async () => {
    const onError = renderIn(
      true,
      <>
        <CardBoundary card={{ id: 'bad-pass', type: 'battle_pass' }}>
          <Broken />
        </CardBoundary>
        <ShopCard card={label} now={0} />
      </>,
    );
    // The placeholder's code loads on demand: storefront pages never ship it.
    const placeholder = await screen.findByRole('alert', { name: 'Card bad-pass could not be shown' });
    expect(placeholder).toHaveTextContent('tiers is not iterable');
    expect(placeholder).toHaveTextContent('battle_pass');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'tiers is not iterable' }), {
      id: 'bad-pass',
      type: 'battle_pass',
    });
    // The rest of the section still renders.
    expect(screen.getByRole('heading', { name: 'Hot deals' })).toBeInTheDocument();
  });

  it('outside preview, renders nothing in its place but still reports it', () => {
    const onError = renderIn(
      false,
      <>
        <CardBoundary card={{ id: 'bad-pass', type: 'battle_pass' }}>
          <Broken />
        </CardBoundary>
        <ShopCard card={label} now={0} />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Hot deals' })).toBeInTheDocument();
  });

  it('prefers an onError prop over the context', () => {
    const own = vi.fn<CardErrorHandler>();
    const fromContext = renderIn(
      true,
      <CardBoundary card={{ id: 'x' }} onError={own}>
        <Broken />
      </CardBoundary>,
    );
    expect(own).toHaveBeenCalledTimes(1);
    expect(fromContext).not.toHaveBeenCalled();
  });
});

describe('given a card of a type this build does not know', () => {
  it('in preview, shows the placeholder and reports it', async () => {
    const onError = renderIn(true, <ShopCard card={unknown} now={0} />);
    expect(await screen.findByRole('alert', { name: 'Card mystery-box could not be shown' })).toHaveTextContent(
      'Unknown card type "mystery_box"',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unknown card type "mystery_box"' }), {
      id: 'mystery-box',
      type: 'mystery_box',
    });
  });

  it('outside preview, renders nothing', () => {
    const onError = renderIn(false, <ShopCard card={unknown} now={0} />);
    expect(document.body.textContent).toBe('');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
