import { changeLanguage } from '@nyaya/shared-platform';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import { Footer } from '../footer/Footer';
import { LandingPage } from './LandingPage';

beforeEach(async () => {
  await changeLanguage('hi');
});

afterEach(async () => {
  await changeLanguage('en');
});

/**
 * The Latin-script words of the text under `root`, leaving out what is marked as not to be
 * translated (`translate="no"`: the operator's address and e-mail) or as English (`lang="en"`).
 */
function latinWords(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[translate="no"], [lang="en"]')) continue;
    words.push(...(node.textContent?.match(/[A-Za-z]+/g) ?? []));
  }
  return words;
}

describe('LandingPage in Hindi', () => {
  it(
    'speaks Hindi: its title, headings, calls to action and service cards',
    { timeout: 15_000 },
    () => {
      setAuth('signedOut');
      renderWithShell(<LandingPage />);

      expect(document.title).toBe('NyayaConnect – सत्यापित वकीलों से कानूनी परामर्श');
      expect(
        screen.getByRole('heading', {
          level: 1,
          name: 'पूरे भारत में सत्यापित वकीलों से गोपनीय परामर्श लें',
        }),
      ).toBeVisible();
      const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(h2).toEqual(
        expect.arrayContaining([
          'आँकड़ों में NyayaConnect',
          'NyayaConnect क्यों चुनें?',
          'हमारी कानूनी सेवाएँ',
          'यह कैसे काम करता है',
          'हमारे मुवक्किल क्या कहते हैं',
          'कानूनी मदद पाने के लिए तैयार हैं?',
        ]),
      );
      const hero = within(
        screen.getByRole('region', { name: 'पूरे भारत में सत्यापित वकीलों से गोपनीय परामर्श लें' }),
      );
      expect(hero.getByRole('button', { name: 'परामर्श शुरू करें' })).toBeInTheDocument();
      expect(hero.getByRole('link', { name: 'वकील देखें' })).toHaveAttribute('href', '/lawyers');
      // The directory's address keeps the specialization's value; only its label is Hindi.
      const services = within(screen.getByRole('region', { name: 'हमारी कानूनी सेवाएँ' }));
      expect(services.getByRole('link', { name: /^आपराधिक कानून/ })).toHaveAttribute(
        'href',
        '/lawyers?specialization=Criminal+Law',
      );
      expect(screen.getByText('चरण 1')).toBeInTheDocument();
    },
  );

  it('has no English words left outside NyayaConnect', () => {
    setAuth('signedOut');
    renderWithShell(
      <>
        <LandingPage />
        <Footer />
      </>,
    );
    expect(new Set(latinWords(document.body))).toEqual(new Set(['NyayaConnect']));
  });
});
