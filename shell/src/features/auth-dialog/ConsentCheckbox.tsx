import { VisuallyHidden } from '@nyaya/shared-design';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { legalPage, type LegalPageId } from '../legal';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.125rem;
    accent-color: ${({ theme }) => theme.colors.primary.base};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A legal page's link that opens in a new tab, so what the form holds stays; Trans puts the
 * translated words inside it.
 */
function NoticeLink({ page, children }: { page: LegalPageId; children?: ReactNode }) {
  const { t } = useShellTranslation();
  return (
    <a href={legalPage(page).path} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden> {t('auth.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}

/**
 * The sign-up form's unticked box agreeing to the terms and the privacy notice, each linked
 * (docs/product/privacy.md). `error` is the sentence shown when it is left unticked.
 */
export function ConsentCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'consent'>;
  error: string | undefined;
}) {
  const { t } = useShellTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <Row>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id}>
          <Trans
            t={t}
            i18nKey="auth.consent"
            components={{
              terms: <NoticeLink page="terms" />,
              privacy: <NoticeLink page="privacy" />,
            }}
          />
        </label>
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}
