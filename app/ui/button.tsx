import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { classNames } from '~/ui/styled';
import { type ButtonSize, type ButtonVariant } from './button.css';

export { buttonSizes, buttonSkins, buttonVariants, type ButtonSize, type ButtonVariant } from './button.css';
import * as styles from './button.css';

type ButtonOwnProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, sets aria-busy and cannot be pressed. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Shrink one size step below 768px (default). false keeps the size on every viewport. */
  shrink?: boolean;
  /** Decorative icons before / after the label (hidden from assistive technology). */
  leading?: ReactNode;
  trailing?: ReactNode;
  /** Render the single child (a link...) with the button's look and behaviour instead of a <button>. */
  asChild?: boolean;
};
export type ButtonProps = ButtonOwnProps & ComponentPropsWithoutRef<'button'>;

function buttonLooks(variant: ButtonVariant, size: ButtonSize, shrink: boolean, fullWidth: boolean): string {
  return variant === 'unstyled'
    ? classNames(styles.unstyledButton)
    : `${classNames(styles.buttonBase, { variant, size, shrink, fullWidth })} ${classNames(styles.buttonSkin)}`;
}

/**
 * The kit's button. Spec section 9, "each shrinks one step on small viewports unless disabled", is read
 * as "unless shrinking is disabled": below @md large renders as medium and medium as small (small stays
 * small: 2.5rem is the touch minimum), and `shrink={false}` opts out. A button that is merely disabled
 * shrinks like any other, so toggling `disabled` never moves the layout.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    loading = false,
    fullWidth = false,
    shrink = true,
    leading,
    trailing,
    asChild = false,
    disabled,
    type,
    className,
    children,
    onClick,
    ...props
  },
  ref,
) {
  const inactive = Boolean(disabled || loading);
  const looks = buttonLooks(variant, size, shrink, fullWidth);
  const Element = asChild ? Slot : 'button';
  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    // A slotted link has no disabled attribute: stop it here.
    if (inactive) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <Element
      ref={ref}
      className={className ? `${looks} ${className}` : looks}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      {...(asChild ? { 'aria-disabled': inactive || undefined } : { type: type ?? 'button', disabled: inactive })}
      onClick={guard}
      {...props}
    >
      {leading ? (
        <span data-slot="icon" aria-hidden="true">
          {leading}
        </span>
      ) : null}
      {/* Slottable marks where the slotted child's own children go; a plain button needs no marker. */}
      {asChild ? <Slottable>{children}</Slottable> : children}
      {trailing ? (
        <span data-slot="icon" aria-hidden="true">
          {trailing}
        </span>
      ) : null}
      {loading ? <span className={classNames(styles.spinner)} aria-hidden="true" /> : null}
    </Element>
  );
});
