import { useRef } from 'react';
import styled from 'styled-components';
import { HelpLinks } from './HelpLinks';
import { StandInTrigger } from './StandInTrigger';
import { useDeferredHelpMenu } from './useDeferredHelpMenu';

const Anchor = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.floating};

  ${({ theme }) => theme.media.md} {
    right: ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
  }

  /*
   * On a phone an open dialog takes the whole screen and its buttons sit at the bottom, where
   * this button is; behind the dialog's overlay it cannot be used anyway, so it steps away
   * until the dialog closes.
   */
  @media not all and (min-width: 40em) {
    body:has([role='dialog'][data-state='open']) & {
      display: none;
    }
  }
`;

/**
 * The floating help menu on every page (docs/product/support-widgets.md): AI Lawyer, Call Us,
 * WhatsApp, Email and File Complaint (which opens the complaint dialog; docs/adr/0021).
 *
 * Most visitors never open it, so the page gets only the Help button at first. The Radix menu
 * (HelpMenu, with the design system's dropdown-menu entry) is downloaded when the visitor
 * points at, focuses or presses the button, and takes the button's place when they open it.
 * If it cannot be downloaded, HelpLinks offers the same entries without Radix, and the menu's
 * code is tried again on the visitor's next intent.
 */
export function FloatingHelp() {
  const anchorRef = useRef<HTMLDivElement>(null);
  const { view, preload, requestOpen, withdrawOpen, reopen } = useDeferredHelpMenu(anchorRef);

  return (
    <Anchor ref={anchorRef}>
      {view.kind === 'menu' ? (
        <view.HelpMenu openedBy={view.openedBy} />
      ) : view.kind === 'fallback' ? (
        <HelpLinks openedBy={view.openedBy} onIntent={preload} onReopen={reopen} />
      ) : (
        <StandInTrigger
          waiting={view.waiting}
          onIntent={preload}
          onActivate={requestOpen}
          onWithdraw={withdrawOpen}
        />
      )}
    </Anchor>
  );
}
