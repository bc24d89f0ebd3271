import { formatDate } from '@nyaya/shared-design/patterns';
import { useLocale } from '@nyaya/shared-platform';
import styled from 'styled-components';
import { useShellTranslation } from '../../../i18n';
import { Container } from '../../../ui/layout';
import type { LegalBlock, LegalDocument, LegalTable } from '../model/legalDocument';

const Article = styled(Container)`
  max-width: 52rem;
  padding-block: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[16]};
  line-height: 1.65;
  overflow-wrap: break-word;

  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: 1.25;
  }

  h2 {
    margin-top: ${({ theme }) => theme.space[10]};
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.3;
    scroll-margin-top: ${({ theme }) => theme.space[20]};
  }

  p,
  ul {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }

  ul {
    padding-left: ${({ theme }) => theme.space[6]};
    list-style: disc;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Contents = styled.nav`
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: 0.75rem;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
`;

// A wide table scrolls inside its own box at 360 px rather than widening the page; the box is
// focusable and named so keyboard users can scroll it too.
const TableScroller = styled.div`
  max-width: 100%;
  margin-block: ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: 0.5rem;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.base};
    outline-offset: 2px;
  }

  table {
    min-width: 40rem;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  caption {
    padding: ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.palette.slate[100]};
  }
`;

function TableBlock({ table, id }: { table: LegalTable; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

function Block({ block, id }: { block: LegalBlock; id: string }) {
  switch (block.type) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return <TableBlock table={block} id={id} />;
  }
}

/**
 * A legal page's text: its title, version and effective date, a summary, the list of its
 * sections (in-page links) and the sections themselves (docs/product/legal-pages.md).
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { t } = useShellTranslation();
  const locale = useLocale();
  const effective = formatDate(document.effectiveDate, undefined, locale) ?? document.effectiveDate;
  return (
    <Article as="article" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <Meta>{t('legal.meta', { version: document.version, date: effective })}</Meta>
      <Summary>{document.summary}</Summary>
      <Contents aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} id={`${section.id}-${index}`} />
          ))}
        </section>
      ))}
    </Article>
  );
}
