import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import styled from 'styled-components';
import { dismissToast, toast } from '../primitives/Toast/toastStore';
import { DesignProvider } from './DesignProvider';
import { theme } from './theme';

afterEach(() => {
  act(() => dismissToast());
});

const ThemedBox = styled.div`
  color: ${({ theme: current }) => current.colors.primary.base};
`;

function globalCss() {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

describe('DesignProvider', () => {
  it('provides the theme to styled components', () => {
    render(
      <DesignProvider>
        <ThemedBox>Find Expert Lawyers</ThemedBox>
      </DesignProvider>,
    );

    expect(screen.getByText('Find Expert Lawyers')).toHaveStyle({
      color: theme.colors.primary.base,
    });
  });

  it('injects the global style with focus-visible outlines and reduced-motion support', () => {
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );

    const css = globalCss();
    expect(css).toContain(':focus-visible');
    expect(css).toContain('prefers-reduced-motion');
    expect(document.body).toHaveStyle({ backgroundColor: theme.colors.background });
  });

  it('sets Hindi text in Noto Sans Devanagari first, with taller lines, under lang="hi"', () => {
    document.documentElement.lang = 'hi';
    try {
      render(
        <DesignProvider>
          <h2>परामर्श अनुरोध</h2>
          <p lang="en">English</p>
        </DesignProvider>,
      );
      expect(theme.fonts.hindi.startsWith("'Noto Sans Devanagari',")).toBe(true);
      expect(document.body).toHaveStyle({
        fontFamily: theme.fonts.hindi,
        lineHeight: String(theme.lineHeights.relaxed),
      });
      expect(screen.getByRole('heading')).toHaveStyle({
        fontFamily: theme.fonts.hindi,
        lineHeight: String(theme.lineHeights.snug),
      });
    } finally {
      document.documentElement.lang = 'en';
    }
    // English pages keep their system fonts.
    expect(document.body).toHaveStyle({ fontFamily: theme.fonts.body });
  });

  it('leaves page-wide styles alone when withGlobalStyle is false (partner pages)', () => {
    render(
      <DesignProvider withGlobalStyle={false}>
        <p>Widget</p>
      </DesignProvider>,
    );

    expect(globalCss()).not.toContain('prefers-reduced-motion');
    expect(document.body).not.toHaveStyle({ backgroundColor: theme.colors.background });
  });

  it('mounts a Toaster so toast() works anywhere below it', async () => {
    render(
      <DesignProvider>
        <p>Home</p>
      </DesignProvider>,
    );

    act(() => {
      toast({ title: 'Request Submitted!' });
    });

    // The Toaster's code loads with the first toast (DeferredToaster.test.tsx).
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Request Submitted!')).toBeInTheDocument();
  });

  it('can leave out the toaster, e.g. for a remote inside the shell', async () => {
    render(
      <DesignProvider withToaster={false}>
        <p>Widget</p>
      </DesignProvider>,
    );
    act(() => {
      toast({ title: 'Request Submitted!' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
