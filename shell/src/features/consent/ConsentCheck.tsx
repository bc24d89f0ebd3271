import { DataError, reportError, signOut, useCurrentUser } from '@nyaya/shared-platform';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useShellTranslation } from '../../i18n';
import { acceptLegalNotices, pendingLegalNotices, type PendingNotice } from './api/legalNotices';

// The dialog (and the design system's dialog entry) loads only for someone who must be asked;
// ConsentGate's boundary catches a chunk that does not arrive.
const ConsentDialog = lazy(() => import('./components/ConsentDialog'));

// A notice published while a page stays open is asked for when its reader returns to the tab,
// at most this often.
const RECHECK_AFTER_MS = 10 * 60_000;

type Step = 'agreeing' | 'declining' | null;

/**
 * Before a signed-in user continues, they agree to the current privacy notice and terms
 * (docs/product/privacy.md): those who never agreed (a Google sign-up) and those who agreed to
 * an earlier version are asked, on sign-in, on arrival and on returning to the tab. A check that
 * fails is reported and tried again on the next of these; it never locks anyone out.
 */
export default function ConsentCheck() {
  const { t } = useShellTranslation();
  const { status, userId } = useCurrentUser();
  const signedInAs = status === 'signedIn' ? userId : null;
  const [pending, setPending] = useState<{ userId: string; notices: PendingNotice[] } | null>(null);
  const [declined, setDeclined] = useState(false);
  const [step, setStep] = useState<Step>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = useCallback(async (user: string, isCurrent: () => boolean = () => true) => {
    try {
      const notices = await pendingLegalNotices();
      if (isCurrent()) setPending({ userId: user, notices });
    } catch (error) {
      reportError(error, { during: 'consentCheck' });
    }
  }, []);

  useEffect(() => {
    if (!signedInAs) return;
    let current = true;
    let checkedAt = Date.now();
    void check(signedInAs, () => current);
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - checkedAt < RECHECK_AFTER_MS) {
        return;
      }
      checkedAt = Date.now();
      void check(signedInAs, () => current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedInAs, check]);

  const notices = pending && pending.userId === signedInAs ? pending.notices : [];
  if (notices.length === 0 && !declined) return null;

  const agree = async () => {
    if (!signedInAs) return;
    setStep('agreeing');
    setProblem(null);
    try {
      await acceptLegalNotices(notices);
      setPending({ userId: signedInAs, notices: [] });
    } catch (error) {
      if (error instanceof DataError && error.code === '22023') {
        // A newer version was published meanwhile: show it, to be read and agreed to.
        setProblem(t('consent.changed'));
        await check(signedInAs);
      } else {
        reportError(error, { during: 'consentAccept' });
        setProblem(t('consent.agreeFailed'));
      }
    } finally {
      setStep(null);
    }
  };

  const decline = async () => {
    setStep('declining');
    setProblem(null);
    try {
      await signOut();
    } catch (error) {
      // signOut forgets the session on this device even when the server cannot be reached.
      reportError(error, { during: 'consentDecline' });
    }
    setPending(null);
    setStep(null);
    setDeclined(true);
  };

  return (
    <Suspense fallback={null}>
      <ConsentDialog
        notices={notices}
        declined={declined}
        busy={step}
        problem={problem}
        onAgree={() => void agree()}
        onDecline={() => void decline()}
        onClose={() => setDeclined(false)}
      />
    </Suspense>
  );
}
