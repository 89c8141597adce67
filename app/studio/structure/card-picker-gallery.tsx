import { useMemo, useState, type CSSProperties } from 'react';
import { FIXTURE_NOW, cardFixtures, type CardFixture } from '../../../fixtures/cards/index';
import type { Card } from '../../../schemas/cards';
import { cardTypes, type CardType } from '../../../schemas/enums';
import type { Theme } from '../../../schemas/theme';
import { CardClockContext } from '~/cards/card-clock';
import { CardPreviewContext, reportCardError } from '~/cards/card-preview';
import { ShopCard } from '~/cards/shop-card';
import { themeToCssVariables } from '~/lib/theme-variables';
import { styled } from '~/ui/styled';
import { cardTypeLabels } from './card-labels';
import * as styles from './structure-panel.css';

// The card picker's gallery: loaded only when a publisher opens the picker (its own chunk with the fixtures), so
// the editor's first load does not carry 14 card types' worth of sample data.

const Grid = styled('ul', styles.pickerGrid);
const Option = styled('li', styles.pickerOption);
const Add = styled('button', styles.pickerAdd);
const Thumb = styled('div', styles.pickerThumb);
const Filters = styled('div', styles.pickerFilters);
const Chip = styled('button', styles.chip);

const NOW = Date.parse(FIXTURE_NOW);
const preview = { preview: true, onError: reportCardError };

/** One sample per card type and variant: the first fixture of each, in the gallery's order. */
export const pickerSamples: readonly CardFixture[] = (() => {
  const seen = new Set<string>();
  return cardFixtures.filter((fixture) => {
    const variant = 'variant' in fixture.card ? String(fixture.card.variant) : '';
    const key = `${fixture.card.type}/${variant}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
})();

function sampleName(fixture: CardFixture): string {
  const variant = 'variant' in fixture.card ? ` · ${String(fixture.card.variant)}` : '';
  return `${cardTypeLabels[fixture.card.type]}${variant}`;
}

export default function CardPickerGallery({ theme, onPick }: { theme: Theme; onPick: (card: Card) => void }) {
  const [type, setType] = useState<CardType | 'all'>('all');
  const style = useMemo(() => themeToCssVariables(theme) as CSSProperties, [theme]);
  const shown = type === 'all' ? pickerSamples : pickerSamples.filter((fixture) => fixture.card.type === type);
  return (
    <>
      <Filters role="group" aria-label="Card type">
        <Chip type="button" aria-pressed={type === 'all'} onClick={() => setType('all')}>
          All types
        </Chip>
        {cardTypes.map((candidate) => (
          <Chip key={candidate} type="button" aria-pressed={type === candidate} onClick={() => setType(candidate)}>
            {cardTypeLabels[candidate]}
          </Chip>
        ))}
      </Filters>
      <CardPreviewContext.Provider value={preview}>
        <CardClockContext.Provider value={{ frozen: true }}>
          <Grid
            aria-label="Cards to add"
            style={style}
            data-button-type={theme.buttonType}
            data-typography={theme.typography}
          >
            {shown.map((fixture) => (
              <Option key={fixture.name}>
                {/* The real card, drawn small; inert, so its own buttons are neither pressed nor focused. */}
                <Thumb aria-hidden="true" {...{ inert: '' }}>
                  <div>
                    <ShopCard card={fixture.card} now={NOW} />
                  </div>
                </Thumb>
                <Add type="button" onClick={() => onPick(fixture.card)} aria-describedby={`pick-${fixture.name}`}>
                  Add {sampleName(fixture)}
                </Add>
                <small id={`pick-${fixture.name}`}>{fixture.description}</small>
              </Option>
            ))}
          </Grid>
        </CardClockContext.Provider>
      </CardPreviewContext.Provider>
    </>
  );
}
