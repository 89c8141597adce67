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
import { styled } from '~/ui/styled';
import * as styles from './card-gallery.css';

/** Types that take a whole row on the storefront; the gallery gives them a wide region too. */
const wideTypes = new Set<CardType>(['label', 'banner', 'offer_chain', 'battle_pass', 'premium_pass', 'calendar']);
/** The first cards load their pictures eagerly, as the storefront's above-the-fold cards do. */
const PRIORITY_CARDS = 4;
const preview = { preview: true, onError: reportCardError };

const Page = styled('div', styles.page);
const Bar = styled('header', styles.bar);
const Grid = styled('main', styles.grid);
const Cell = styled('div', styles.cell);
// The caption sits outside the region, so snapshots hold the card alone (smaller files, no caption churn).
const Caption = styled('div', styles.caption);
// One column, like a storefront grid cell, so cards that span the row still behave; the padding keeps
// the cards' ornaments inside the screenshot.
const Region = styled('section', styles.region);

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
