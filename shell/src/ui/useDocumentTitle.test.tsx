import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function RouteWithTitle({ children }: { children: ReactNode }) {
  useDocumentTitle('Lawyer profile – NyayaConnect');
  return children;
}

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
});
