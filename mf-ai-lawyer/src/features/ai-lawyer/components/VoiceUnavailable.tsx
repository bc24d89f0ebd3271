import { Button } from '@nyaya/shared-design';
import { useRemoteTranslation } from '../../../i18n';
import { Notice } from './Notice';

export interface VoiceUnavailableProps {
  onRequestCallback: () => void;
}

/** Without voice configuration: says so, and offers the callback dialog instead. */
export function VoiceUnavailable({ onRequestCallback }: VoiceUnavailableProps) {
  const { t } = useRemoteTranslation();
  return (
    <Notice $tone="warning">
      <p>
        <strong>{t('aiLawyer.unavailable.message')}</strong>
      </p>
      <p>{t('aiLawyer.unavailable.callbackHint')}</p>
      <Button variant="outline" onClick={onRequestCallback}>
        {t('aiLawyer.requestCallback')}
      </Button>
    </Notice>
  );
}
