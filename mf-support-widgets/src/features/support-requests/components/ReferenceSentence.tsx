import { Trans } from 'react-i18next';
import { useRemoteTranslation } from '../../../i18n';

/**
 * 'Your reference number is CB-….' in the page's language, the number marked as never to be
 * translated (it is a code, the same in every language).
 */
export function ReferenceSentence({ reference }: { reference: string }) {
  const { t } = useRemoteTranslation();
  return (
    <Trans
      t={t}
      i18nKey="referenceNumber.sentence"
      tOptions={{ reference }}
      components={{ reference: <span translate="no" /> }}
    />
  );
}
