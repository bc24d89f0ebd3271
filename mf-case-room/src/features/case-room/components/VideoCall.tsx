import { Button } from '@nyaya/shared-design';
import { reportError } from '@nyaya/shared-platform';
import type { DailyCall } from '@daily-co/daily-js';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { requestMeeting } from '../api/meeting';
import { ErrorText, Row } from './layout';

const Frame = styled.div<{ $active: boolean }>`
  display: ${({ $active }) => ($active ? 'block' : 'none')};
  width: 100%;
  height: min(70vh, 36rem);
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

type CallState = 'idle' | 'joining' | 'inCall' | 'unavailable';

/** How long leaving waits for Prebuilt to confirm before the frame is removed without it. */
export const LEAVE_WAIT_MS = 3000;

interface VideoCallProps {
  requestId: string;
  role: 'client' | 'lawyer';
  /** The other party's name, in the frame's title. */
  otherName: string;
}

/**
 * "Join video consultation" (docs/product/case-room.md): the meeting route hands out a private
 * Daily room and this participant's token, and Daily Prebuilt is mounted in the page; "Leave"
 * destroys the frame. Any failure says plainly that video is not available (the room offers the
 * phone instead); nothing pretends a call took place.
 */
export function VideoCall({ requestId, role, otherName }: VideoCallProps) {
  const { t } = useRemoteTranslation();
  const [state, setState] = useState<CallState>('idle');
  const container = useRef<HTMLDivElement>(null);
  const call = useRef<DailyCall | null>(null);
  const mounted = useRef(true);

  const destroy = async () => {
    const current = call.current;
    call.current = null;
    if (!current || current.isDestroyed()) return;
    const frame = current.iframe();
    // daily-js's destroy() waits for Prebuilt to confirm it left; a frame that never answers
    // (it did not load, the network dropped) would keep Leave waiting, so it is removed anyway.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<'gave-up'>((resolve) => {
      timer = setTimeout(() => resolve('gave-up'), LEAVE_WAIT_MS);
    });
    const outcome = await Promise.race([current.destroy().then(() => 'left' as const), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave-up') frame?.remove();
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void destroy().catch((error: unknown) => reportError(error, { during: 'leaveMeeting' }));
    };
  }, []);

  const join = async () => {
    setState('joining');
    try {
      const ticket = await requestMeeting(requestId);
      // daily-js (and its call engine, from Daily at join time) loads only when someone joins.
      const { default: DailyIframe } = await import('@daily-co/daily-js');
      if (!mounted.current || !container.current) return;
      await destroy();
      const frame = DailyIframe.createFrame(container.current, {
        showLeaveButton: true,
        iframeStyle: { width: '100%', height: '100%', border: '0' },
      });
      call.current = frame;
      frame.iframe()?.setAttribute('title', t('meeting.frame', { name: otherName }));
      frame.on('left-meeting', () => {
        void destroy().then(() => mounted.current && setState('idle'));
      });
      // A call that breaks after joining ends the same way as one that cannot start.
      frame.on('error', (event) => {
        reportError(new Error(event?.errorMsg ?? 'Daily error'), { during: 'meeting' });
        void destroy().then(() => mounted.current && setState('unavailable'));
      });
      await frame.join({ url: ticket.url, token: ticket.token, userData: { role } });
      if (mounted.current) setState('inCall');
    } catch (error) {
      reportError(error, { during: 'joinMeeting' });
      await destroy().catch(() => undefined);
      if (mounted.current) setState('unavailable');
    }
  };

  const leave = async () => {
    await destroy().catch((error: unknown) => reportError(error, { during: 'leaveMeeting' }));
    setState('idle');
  };

  const active = state === 'joining' || state === 'inCall';
  return (
    <>
      {state === 'unavailable' && <ErrorText role="alert">{t('meeting.unavailable')}</ErrorText>}
      <Row>
        {active ? (
          <Button variant="danger" onClick={() => void leave()}>
            {t('meeting.leave')}
          </Button>
        ) : (
          <Button onClick={() => void join()}>{t('meeting.join')}</Button>
        )}
      </Row>
      <Frame ref={container} $active={active} aria-busy={state === 'joining' || undefined} />
    </>
  );
}
