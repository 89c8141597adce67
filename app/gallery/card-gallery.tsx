import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { Card } from '../../schemas/cards';
import type { CardType } from '../../schemas/enums';
import { CardClockContext } from '~/cards/card-clock';
import { CardPreviewContext, reportCardError } from '~/cards/card-preview';
import { CardPlayerContext } from '~/cards/loyalty-balance-card';
import { ShopCard } from '~/cards/shop-card';
import type { GalleryData } from '~/gallery/load-gallery.server';
import { themeToCssVariables } from '~/lib/theme-variables';
import { styled, theme as tokenTheme } from '~/ui/stitches.config';

/** Types that take a whole row on the storefront; the gallery gives them a wide region too. */
const wideTypes = new Set<CardType>(['label', 'banner', 'offer_chain', 'battle_pass', 'premium_pass', 'calendar']);
/** The first cards load their pictures eagerly, as the storefront's above-the-fold cards do. */
const PRIORITY_CARDS = 4;
const preview = { preview: true, onError: reportCardError };

const Page = styled('div', {
  minHeight: '100vh',
  // Flat on purpose: a page gradient behind every region would make each snapshot a larger PNG.
  background: '$baseBg',
  color: '$primaryText',
  fontFamily: '$body',
});
const Bar = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '$3 $4',
  padding: '$3 $4',
  background: '$headerBg',
  borderBottom: '1px solid $border',
  '& h1': { margin: 0, fontFamily: '$display', fontSize: '1.25rem', marginInlineEnd: 'auto' },
  '& label': { display: 'grid', gap: '$1', fontSize: '0.8rem', color: '$secondaryText' },
  '& select': {
    minHeight: '2.5rem',
    padding: '0 $2',
    borderRadius: '$input',
    border: '1px solid $border',
    background: '$paper',
    color: '$primaryText',
    font: 'inherit',
  },
  '& p': { margin: 0, fontSize: '0.8rem', color: '$secondaryText' },
});
const Grid = styled('main', {
  display: 'grid',
  gap: '$5 $4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  alignItems: 'start',
  // Narrower than the storefront's 1280 so the wide cards' snapshots stay small; still the desktop layout.
  maxWidth: 1040,
  margin: '0 auto',
  padding: '$5 $4',
});
const Cell = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  minWidth: 0,
  variants: { wide: { true: { gridColumn: '1 / -1' } } },
});
// The caption sits outside the region, so snapshots hold the card alone (smaller files, no caption churn).
const Caption = styled('div', {
  display: 'grid',
  gap: '2px',
  paddingInline: '$2',
  fontSize: '0.75rem',
  color: '$secondaryText',
  '& code': { color: '$accentText', fontSize: '0.8125rem' },
});
// One column, like a storefront grid cell, so cards that span the row still behave; the padding keeps
// the cards' ornaments inside the screenshot.
const Region = styled('section', { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', padding: '$2' });

function FixtureCell({
  name,
  description,
  wide = false,
  children,
}: {
  name: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = `fixture-${name}`;
  return (
    <Cell wide={wide}>
      <Caption id={id}>
        <code>{name}</code>
        <span>{description}</span>
      </Caption>
      <Region aria-label={name} aria-describedby={id}>
        {children}
      </Region>
    </Cell>
  );
}

/** A card of a type this build does not know: shows the preview placeholder in the gallery. */
const unknownCard = { id: 'mystery-box', type: 'mystery_box' } as unknown as Card;

export function CardGallery({ data }: { data: GalleryData }) {
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const style = themeToCssVariables(data.theme) as CSSProperties;
  return (
    <Page
      className={tokenTheme.className}
      style={style}
      data-button-type={data.theme.buttonType}
      data-typography={data.theme.typography}
      data-hydrated={hydrated ? '' : undefined}
    >
      <Bar>
        <h1>Card gallery</h1>
        <p>
          Clock frozen at <time dateTime={new Date(data.now).toISOString()}>{new Date(data.now).toISOString()}</time>
          {data.frozen ? '' : ' (ticking)'} · {data.fixtures.length} fixtures
        </p>
        <Form
          key={data.themeName}
          method="get"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
        >
          <label>
            Theme
            <select name="theme" defaultValue={data.themeName}>
              {data.themeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {data.single ? <input type="hidden" name="card" value={data.single} /> : null}
        </Form>
      </Bar>
      <CardPreviewContext.Provider value={preview}>
        <CardClockContext.Provider value={{ frozen: data.frozen }}>
          <Grid>
            {data.fixtures.map((fixture, index) => (
              <FixtureCell
                key={fixture.name}
                name={fixture.name}
                description={fixture.description}
                wide={wideTypes.has(fixture.card.type)}
              >
                <CardPlayerContext.Provider value={fixture.player ?? null}>
                  <ShopCard card={fixture.card} now={data.now} priority={index < PRIORITY_CARDS} />
                </CardPlayerContext.Provider>
              </FixtureCell>
            ))}
            {data.single ? null : (
              <FixtureCell
                name="invalid-unknown-type"
                description="Not a fixture: a card of an unknown type, reported and shown as a placeholder in preview."
              >
                <ShopCard card={unknownCard} now={data.now} />
              </FixtureCell>
            )}
          </Grid>
        </CardClockContext.Provider>
      </CardPreviewContext.Provider>
    </Page>
  );
}
