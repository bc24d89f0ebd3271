import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { Container, LinkButton } from '../../ui/layout';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const Block = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[24]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  p {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

// Decorative, but still drawn in the primary colour: axe holds it to 3:1 like any large text.
const StatusCode = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary.base};
  }
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Any path without a route (docs/product/public-site.md). */
export function NotFoundPage() {
  const { t } = useShellTranslation();
  useDocumentTitle(t('documentTitle.notFound'));
  return (
    <Block>
      <StatusCode aria-hidden="true">404</StatusCode>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <LinkButton to="/" $variant="primary">
        {t('notFound.home')}
      </LinkButton>
    </Block>
  );
}
