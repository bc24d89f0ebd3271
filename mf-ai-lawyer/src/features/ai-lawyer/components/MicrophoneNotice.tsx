import { Button } from '@nyaya/shared-design';
import { useRemoteTranslation } from '../../../i18n';
import type { MicrophoneProblem } from '../model/microphoneProblem';
import { Notice } from './Notice';

const MESSAGE_KEYS = {
  'permission-denied': 'aiLawyer.microphone.permissionDenied',
  'no-microphone': 'aiLawyer.microphone.noMicrophone',
  'unsupported-browser': 'aiLawyer.microphone.unsupportedBrowser',
  'microphone-in-use': 'aiLawyer.microphone.inUse',
  'microphone-failed': 'aiLawyer.microphone.failed',
} as const satisfies Record<MicrophoneProblem, string>;

export interface MicrophoneNoticeProps {
  problem: MicrophoneProblem;
  onRequestCallback: () => void;
}

/** Why the call could not use the microphone, and the callback dialog as another way. */
export function MicrophoneNotice({ problem, onRequestCallback }: MicrophoneNoticeProps) {
  const { t } = useRemoteTranslation();
  return (
    <Notice $tone="danger">
      <p role="alert">{t(MESSAGE_KEYS[problem])}</p>
      <p>{t('aiLawyer.microphone.callbackHint')}</p>
      <Button variant="outline" size="sm" onClick={onRequestCallback}>
        {t('aiLawyer.requestCallback')}
      </Button>
    </Notice>
  );
}
