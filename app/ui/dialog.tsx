import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from '~/ui/icons';
import { styled } from '~/ui/styled';
import * as styles from './dialog.css';

/** Radix gives focus trap, Escape and outside-click close, scroll lock and aria wiring; we add the look. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const dialogLayouts = ['centered', 'fullscreen', 'drawer'] as const;
export type DialogLayout = (typeof dialogLayouts)[number];

const Overlay = styled(DialogPrimitive.Overlay, styles.overlay);

const Content = styled(DialogPrimitive.Content, styles.content);

const Header = styled('div', styles.header);
const Heading = styled('div', styles.heading);
const Title = styled(DialogPrimitive.Title, styles.title);
const Description = styled(DialogPrimitive.Description, styles.description);
const CloseButton = styled('button', styles.closeButton);

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: every dialog is announced by its title. */
  title: ReactNode;
  description?: ReactNode;
  /** From md (768px) up. */
  layout?: 'centered' | 'fullscreen';
  /** Below md: a bottom drawer unless told otherwise. */
  mobileLayout?: DialogLayout;
  closeLabel?: string;
  /** Where the dialog is portalled (default: body). A themed subtree, such as a shop, passes its root to keep its theme. */
  container?: HTMLElement | null;
}

export function DialogContent({
  title,
  description,
  layout = 'centered',
  mobileLayout = 'drawer',
  closeLabel = 'Close',
  container,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <Overlay />
      <Content
        layout={mobileLayout}
        layoutFromMd={layout}
        data-layout={layout}
        data-mobile-layout={mobileLayout}
        // Without a description Radix would warn about a missing aria-describedby.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <Header>
          <Heading>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
          </Heading>
          <DialogPrimitive.Close asChild>
            <CloseButton type="button" aria-label={closeLabel}>
              <Icon name="close" size={18} />
            </CloseButton>
          </DialogPrimitive.Close>
        </Header>
        {children}
      </Content>
    </DialogPrimitive.Portal>
  );
}
