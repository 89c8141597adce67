import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { classNames } from '~/ui/styled';
import type { TextSize } from './text.css';

export { textSizes, type TextSize } from './text.css';
import { type CSS, type TextVariant } from '~/ui/typography';

export type { CSS };

export { textVariants, typographyRules, typographySets, type TextVariant, type Treatment } from '~/ui/typography';
import * as styles from './text.css';

/** Headings default to h2, body to p, the rest to span; `as` picks any element. */
const defaultElement: Record<TextVariant, ElementType> = {
  display: 'h2',
  heading: 'h2',
  label: 'span',
  button: 'span',
  body: 'p',
};

type TextOwnProps = {
  variant?: TextVariant;
  size?: TextSize;
  tone?: 'primary' | 'secondary' | 'accent' | 'inherit';
  as?: ElementType;
  children?: ReactNode;
};
export type TextProps = TextOwnProps & Omit<ComponentPropsWithoutRef<'span'>, keyof TextOwnProps>;

export function Text({ variant = 'body', size = 'md', tone = 'inherit', as, className, ...props }: TextProps) {
  const Element = as ?? defaultElement[variant];
  const classes = classNames(styles.textStyles, { variant, size, tone });
  return (
    <Element
      className={className ? `${classes} ${className}` : `${classes}`}
      data-variant={variant}
      data-size={size}
      {...props}
    />
  );
}
