import type { ComponentType } from 'react';
import type { CardBrand } from '../../schemas/enums';
import { a11yProps, type SvgProps } from '~/ui/icons';

// Apart from the icon set: only receipts and the kit show card brands, so storefront pages never load these marks.

export interface CardBrandIconProps extends SvgProps {
  title?: string;
  height?: number | string;
}

/**
 * Original, simple card-brand marks (a coloured card with a short name), not the brands' artwork.
 * Their colours are fixed on purpose: a brand mark must read the same in every shop theme.
 */
function brandMark(brand: CardBrand, text: string, background: string, color = '#ffffff') {
  function CardBrandMark({ title, height = 24, ...props }: CardBrandIconProps) {
    const fontSize = text.length > 4 ? 8 : text.length > 3 ? 9.5 : 11;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 38 24"
        height={height}
        data-card-brand={brand}
        {...a11yProps(title)}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        <rect x="0.5" y="0.5" width="37" height="23" rx="4" fill={background} stroke="rgba(255,255,255,0.25)" />
        <text
          x="19"
          y="12.5"
          textAnchor="middle"
          dominantBaseline="central"
          fill={color}
          fontFamily="system-ui, sans-serif"
          fontSize={fontSize}
          fontWeight={800}
          fontStyle={brand === 'VISA' ? 'italic' : undefined}
          letterSpacing="0.02em"
        >
          {text}
        </text>
      </svg>
    );
  }
  CardBrandMark.displayName = `CardBrandMark(${brand})`;
  return CardBrandMark;
}

/** Every card brand the payment schemas know has a mark: a new brand without one is a type error. */
export const cardBrandIcons = {
  VISA: brandMark('VISA', 'VISA', '#1a1f71'),
  MASTER_CARD: brandMark('MASTER_CARD', 'MC', '#eb6a1b'),
  AMERICAN_EXPRESS: brandMark('AMERICAN_EXPRESS', 'AMEX', '#1f72cd'),
  DISCOVER: brandMark('DISCOVER', 'DISC', '#f28b1f'),
  DINERS: brandMark('DINERS', 'DC', '#0a5fa8'),
  UNION_PAY: brandMark('UNION_PAY', 'UP', '#d6203a'),
  JCB: brandMark('JCB', 'JCB', '#0b7d3b'),
  ACCEL: brandMark('ACCEL', 'ACCEL', '#5b2a86'),
  MAESTRO: brandMark('MAESTRO', 'MAES', '#2b5fb4'),
  STAR: brandMark('STAR', 'STAR', '#c8102e'),
  PULSE: brandMark('PULSE', 'PULSE', '#0067b1'),
  NYCE: brandMark('NYCE', 'NYCE', '#3a3f47'),
} satisfies Record<CardBrand, ComponentType<CardBrandIconProps>>;

export function CardBrandIcon({ brand, ...props }: CardBrandIconProps & { brand: CardBrand }) {
  const Mark = cardBrandIcons[brand];
  return <Mark {...props} />;
}
