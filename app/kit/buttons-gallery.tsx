import type { ReactNode } from 'react';
import { Button, buttonSizes, buttonVariants, type ButtonSize, type ButtonVariant } from '~/ui/button';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import { Text, textSizes, textVariants, type TextVariant } from '~/ui/text';
import * as styles from './buttons-gallery.css';

// Button type and typography set come from the surrounding element's data-button-type / data-typography.

const Section = styled('section', styles.section);
const Intro = styled('div', styles.intro);
const Cards = styled('div', styles.cards);
const Card = styled('section', styles.card);
const Row = styled('div', styles.row);
// Room for the corner brackets and offset shadows some button types draw outside their box.
const Buttons = styled('div', styles.buttons);
const Samples = styled('dl', styles.samples);

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
