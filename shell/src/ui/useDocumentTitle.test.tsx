import { changeLanguage, useLanguage } from '@nyaya/shared-platform';
import { act, render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function RouteWithTitle({
  children,
  title = 'Lawyer profile – NyayaConnect',
}: {
  children: ReactNode;
  title?: string;
}) {
  useDocumentTitle(title);
  return children;
}

/** A route whose title is in the page's language, as the shell's catalog gives it. */
function TranslatedRoute({ children }: { children: ReactNode }) {
  const language = useLanguage();
  useDocumentTitle(
    language === 'hi' ? 'वकील की प्रोफ़ाइल – NyayaConnect' : 'Lawyer profile – NyayaConnect',
  );
  return children;
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('useDocumentTitle', () => {
  it('titles the document', () => {
    render(<RouteWithTitle>{null}</RouteWithTitle>);
    expect(document.title).toBe('Lawyer profile – NyayaConnect');
  });

  it('leaves the last word to a page that mounts with its route and titles itself', () => {
    render(
      <RouteWithTitle>
        <Page title="Priya Sharma – NyayaConnect" />
      </RouteWithTitle>,
    );
    expect(document.title).toBe('Priya Sharma – NyayaConnect');
  });

  it('follows a switch of the language while nothing inside titled the page', async () => {
    render(<TranslatedRoute>{null}</TranslatedRoute>);
    await act(() => changeLanguage('hi'));
    expect(document.title).toBe('वकील की प्रोफ़ाइल – NyayaConnect');
  });

  it('keeps the title a page inside gave itself on a switch of the language', async () => {
    render(
      <TranslatedRoute>
        <Page title="Priya Sharma – NyayaConnect" />
      </TranslatedRoute>,
    );
    await act(() => changeLanguage('hi'));
    expect(document.title).toBe('Priya Sharma – NyayaConnect');
  });

  it('titles the next route even when a page inside titled the last one', () => {
    const { rerender } = render(
      <RouteWithTitle>
        <Page title="Priya Sharma – NyayaConnect" />
      </RouteWithTitle>,
    );
    rerender(<RouteWithTitle title="Find Expert Lawyers – NyayaConnect">{null}</RouteWithTitle>);
    expect(document.title).toBe('Find Expert Lawyers – NyayaConnect');
  });
});
