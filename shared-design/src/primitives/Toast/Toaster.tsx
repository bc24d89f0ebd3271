import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { CloseIcon } from '../icons/icons';
import { useDesignLabels } from '../../theme/labels';
import {
  dismissToast,
  getToasts,
  subscribeToToasts,
  type ToastRecord,
  type ToastVariant,
} from './toastStore';

export interface ToasterProps {
  /** Default time in milliseconds before a toast hides itself. */
  duration?: number;
  /** Accessible name of the toast region; `{hotkey}` is replaced by the focus shortcut. */
  label?: string;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
  /** Word screen readers say before each toast's text. */
  announceLabel?: string;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: translateY(0); }
`;

/** Exactly the screens below theme.media.sm (640 px). */
const BELOW_SM = '@media not all and (min-width: 40em)';

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: translateY(0); }
`;

/*
 * Bottom right from the sm breakpoint up. On a phone a toast spans the screen's width, and at
 * the bottom it would lie over a dialog's footer buttons (a form's 'Submit', pressed a moment
 * before, is where its 'Validation Error' appears) and over the Help button: toasts come in at
 * the top there. While a dialog is open they leave the top right free, where its close button
 * is.
 */
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(100vw, 26rem);
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  outline: none;

  ${BELOW_SM} {
    top: 0;
    bottom: auto;
    left: 0;
    width: 100vw;
    padding: ${({ theme }) => theme.space[2]};

    body:has([role='dialog'][data-state='open']) & {
      padding-right: 4rem;
    }
  }
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[10]} ${theme.space[4]} ${theme.space[4]}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.durations.normal}
    ${({ theme }) => theme.easings.standard};

  ${BELOW_SM} {
    animation-name: ${slideDown};
  }
  ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? css`
          border-color: ${theme.colors.danger.base};
          background: ${theme.colors.danger.base};
          color: ${theme.colors.danger.contrast};
        `
      : css`
          border-color: ${theme.colors.border.subtle};
          background: ${theme.colors.surface};
          color: ${theme.colors.text.primary};
        `}

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(ToastPrimitive.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

// Full colour: a dimmed description on the danger toast fell under 4.5:1 contrast.
const Description = styled(ToastPrimitive.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgb(0 0 0 / 0.08);
  }

  ${focusRing}
`;

function ToastItem({ record, dismissLabel }: { record: ToastRecord; dismissLabel: string }) {
  return (
    <Root
      $variant={record.variant}
      data-variant={record.variant}
      // Errors interrupt the screen reader (assertive); other toasts wait their turn (polite).
      type={record.variant === 'destructive' ? 'foreground' : 'background'}
      duration={record.duration}
      onOpenChange={(open) => {
        if (!open) {
          dismissToast(record.id);
        }
      }}
    >
      <Title>{record.title}</Title>
      {/* Radix joins text nodes for the announcement; the space keeps title and description apart. */}
      {record.description !== undefined && ' '}
      {record.description !== undefined && <Description>{record.description}</Description>}
      <Close aria-label={dismissLabel}>
        <CloseIcon />
      </Close>
    </Root>
  );
}

/**
 * Renders the toasts raised with `toast()`. Mount exactly once per page (DesignProvider does);
 * Radix announces each toast through a live region.
 */
export function Toaster({ duration = 5000, label, dismissLabel, announceLabel }: ToasterProps) {
  const labels = useDesignLabels();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);

  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection="right"
      label={announceLabel ?? labels.notification}
    >
      {toasts.map((record) => (
        <ToastItem
          key={record.id}
          record={record}
          dismissLabel={dismissLabel ?? labels.dismissNotification}
        />
      ))}
      <Viewport label={label ?? labels.notifications} />
    </ToastPrimitive.Provider>
  );
}
