import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useDesignLabels } from '../../theme/labels';
import { focusRing } from '../../theme/mixins';
import { CloseIcon } from '../icons/icons';
import { visuallyHiddenStyles } from '../VisuallyHidden/VisuallyHidden';

export type DialogProps = DialogPrimitive.DialogProps;
export type DialogTriggerProps = ComponentPropsWithRef<typeof DialogPrimitive.Trigger>;
export type DialogCloseProps = ComponentPropsWithRef<typeof DialogPrimitive.Close>;
export type DialogSize = 'sm' | 'md' | 'lg';

/** Dialog state owner: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
/** Opens the dialog; use `asChild` to make your own Button the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` around a Cancel button. */
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<
  ComponentPropsWithRef<typeof DialogPrimitive.Content>,
  'title'
> {
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** Accessible description; shown under the title unless `hideDescription`. */
  description: ReactNode;
  /** Keeps the description for screen readers only. */
  hideDescription?: boolean;
  /** Max width: sm 24rem, md 32rem (default), lg 48rem. */
  size?: DialogSize;
  /** Actions pinned below the scrolling body, e.g. Cancel and Submit buttons. */
  footer?: ReactNode;
  /** Accessible name of the corner close button; DesignProvider's `labels.close` by default. */
  closeLabel?: string;
  /** Hides the corner close button when the dialog has its own visible Close button. */
  hideCloseButton?: boolean;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const maxWidths: Record<DialogSize, string> = {
  sm: '24rem',
  md: '32rem',
  lg: '48rem',
};

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal}
    ${({ theme }) => theme.easings.standard};
`;

const Content = styled(DialogPrimitive.Content)<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  width: calc(100vw - 2rem);
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  animation: ${popIn} ${({ theme }) => theme.durations.normal}
    ${({ theme }) => theme.easings.standard};

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[12]} ${theme.space[2]} ${theme.space[6]}`};
`;

const Title = styled(DialogPrimitive.Title)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: break-word;
`;

const Description = styled(DialogPrimitive.Description)<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHiddenStyles}
    `}
`;

// The body scrolls so a tall form never pushes the header or footer off screen.
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text.primary};
  }

  ${focusRing}
`;

/**
 * The dialog window: portal, overlay, focus trap, Escape to close, title and description for
 * its accessible name and description, a scrolling body and an optional footer.
 */
export function DialogContent({
  title,
  description,
  hideDescription = false,
  size = 'md',
  footer,
  closeLabel,
  hideCloseButton = false,
  children,
  ...rest
}: DialogContentProps) {
  const labels = useDesignLabels();
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content $size={size} {...rest}>
        <Header>
          <Title>{title}</Title>
          <Description $hidden={hideDescription}>{description}</Description>
        </Header>
        <Body>{children}</Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
        {!hideCloseButton && (
          <DialogPrimitive.Close asChild>
            <CloseButton type="button" aria-label={closeLabel ?? labels.close}>
              <CloseIcon />
            </CloseButton>
          </DialogPrimitive.Close>
        )}
      </Content>
    </DialogPrimitive.Portal>
  );
}
