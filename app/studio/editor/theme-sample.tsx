import type { CSSProperties, ReactNode } from 'react';
import type { Theme } from '../../../schemas/theme';
import { themeToCssVariables } from '~/lib/theme-variables';
import { styled } from '~/ui/styled';
import * as styles from './controls.css';

const Sample = styled('span', styles.shopSample);

/**
 * A miniature of the shop inside a picker: the same theme variables and data attributes the storefront puts on its
 * root (themeToCssVariables), so the kit inside draws exactly as on the shop. Decorative: the picker names the option.
 */
export function ThemeSample({
  theme,
  buttonType = theme.buttonType,
  typography = theme.typography,
  children,
}: {
  theme: Theme;
  buttonType?: Theme['buttonType'];
  typography?: Theme['typography'];
  children: ReactNode;
}) {
  return (
    <Sample
      aria-hidden="true"
      style={themeToCssVariables(theme) as CSSProperties}
      data-button-type={buttonType}
      data-typography={typography}
    >
      {children}
    </Sample>
  );
}
