import type { ReactNode } from 'react';
import { Button, buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/stitches.config';
import { Text, textSizes, textVariants, type TextVariant } from '~/ui/text';

// Button type and typography set come from the surrounding element's data-button-type / data-typography.

const Section = styled('section', {
  display: 'grid',
  gap: '$5',
  minWidth: 0,
  color: '$primaryText',
  fontFamily: '$body',
});
const Intro = styled('div', { display: 'grid', gap: '$2', maxWidth: '48rem' });
const Cards = styled('div', {
  display: 'grid',
  gap: '$5',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 34rem), 1fr))',
});
const Card = styled('section', {
  display: 'grid',
  gap: '$4',
  alignContent: 'start',
  minWidth: 0,
  padding: '$4',
  '@md': { padding: '$5' },
  borderRadius: '$card',
  border: '1px solid $border',
  background: 'linear-gradient(180deg, $bgAccent, $paper 7rem)',
  boxShadow: '0 12px 32px -20px rgba(0, 0, 0, 0.8)',
});
const Row = styled('div', {
  display: 'grid',
  gap: '$3',
  alignItems: 'center',
  '@md': { gridTemplateColumns: '5.5rem 1fr' },
});
// Room for the corner brackets and offset shadows some button types draw outside their box.
const Buttons = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$4', padding: '$2' });
const Samples = styled('dl', {
  display: 'grid',
  gap: '$4',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', paddingBottom: '$3', borderBottom: '1px solid $border' },
  '& dt': { color: '$secondaryText' },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});

const names: Record<ButtonVariant, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  neutral: 'Neutral',
  destructive: 'Destructive',
  ghost: 'Ghost',
  unstyled: 'Unstyled',
};
const sizeNames: Record<ButtonSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };
const copy: Record<ButtonVariant, string> = {
  primary: 'Buy now',
  secondary: 'View bundle',
  neutral: 'Details',
  destructive: 'Remove',
  ghost: 'Skip',
  unstyled: 'Plain',
};

function VariantCard({ variant }: { variant: ButtonVariant }) {
  const id = `kit-button-${variant}`;
  return (
    <Card aria-labelledby={id}>
      <Text as="h3" id={id} variant="heading" size="sm">
        {names[variant]}
      </Text>
      {buttonSizes.map((size) => (
        <Row key={size} role="group" aria-label={`${names[variant]}, ${sizeNames[size].toLowerCase()}`}>
          <Text variant="label" size="sm" tone="secondary" aria-hidden="true">
            {sizeNames[size]}
          </Text>
          <Buttons>
            <Button variant={variant} size={size}>
              {copy[variant]}
            </Button>
            <Button variant={variant} size={size} disabled>
              Sold out
            </Button>
            <Button variant={variant} size={size} loading>
              {copy[variant]}
            </Button>
            <Button
              variant={variant}
              size={size}
              leading={<Icon name="cart" />}
              trailing={<Icon name="chevron-right" />}
            >
              Add to cart
            </Button>
          </Buttons>
        </Row>
      ))}
    </Card>
  );
}

function Extras() {
  return (
    <Card aria-labelledby="kit-button-extras">
      <Text as="h3" id="kit-button-extras" variant="heading" size="sm">
        Links, widths and fixed sizes
      </Text>
      <Text size="sm" tone="secondary">
        “Open store” is a link styled as a button; “Claim gift” keeps its large size on small screens.
      </Text>
      <Buttons>
        <Button asChild variant="secondary" trailing={<Icon name="external-link" />}>
          <a href="#kit-buttons">Open store</a>
        </Button>
        <Button size="large" shrink={false} leading={<Icon name="gift" />}>
          Claim gift
        </Button>
        <Button variant="neutral" size="small" leading={<Icon name="download" />}>
          Download
        </Button>
      </Buttons>
      <Button fullWidth size="large" leading={<Icon name="lock" />}>
        Pay securely
      </Button>
      <Button fullWidth variant="ghost">
        Continue shopping
      </Button>
    </Card>
  );
}

const textSamples: Record<TextVariant, string> = {
  display: 'Season of Embers',
  heading: 'Featured bundles',
  label: 'Limited offer',
  button: 'Claim reward',
  body: 'Every purchase earns loyalty points you can spend on exclusive skins.',
};

function TextSamples() {
  return (
    <Cards>
      {textVariants.map((variant) => (
        <Card key={variant} aria-labelledby={`kit-text-${variant}`}>
          <Text as="h3" id={`kit-text-${variant}`} variant="heading" size="sm">
            {variant[0]?.toUpperCase()}
            {variant.slice(1)}
          </Text>
          <Samples>
            {textSizes.map((size) => (
              <div key={size}>
                <Text as="dt" variant="label" size="sm">
                  {variant} · {size}
                </Text>
                <Text as="dd" variant={variant} size={size}>
                  {textSamples[variant]}
                </Text>
              </div>
            ))}
          </Samples>
        </Card>
      ))}
    </Cards>
  );
}

function Part({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <Intro>
        <Text as="h2" id={id} variant="display" size="sm">
          {title}
        </Text>
        <Text tone="secondary">{intro}</Text>
      </Intro>
      {children}
    </Section>
  );
}

/** Every Button variant x size x state, and every Text variant x size, in the current button type and typography set. */
export function ButtonsGallery() {
  return (
    <>
      <Part
        id="kit-buttons"
        title="Buttons"
        intro="Each row shows the default, disabled, loading and with-icons states. Below 768px large and medium shrink one step unless shrinking is turned off."
      >
        <Cards>
          {buttonVariants.map((variant) => (
            <VariantCard key={variant} variant={variant} />
          ))}
          <Extras />
        </Cards>
      </Part>
      <Part
        id="kit-text"
        title="Text"
        intro="Display, heading, label, button and body text in three sizes, as the typography set treats them."
      >
        <TextSamples />
      </Part>
    </>
  );
}
