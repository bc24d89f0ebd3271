import { useLanguage, type SupportedLanguage } from '@nyaya/shared-platform';
import { useLayoutEffect, useRef } from 'react';

/**
 * Gives each route its own document title, so screen-reader users hear where they arrived.
 * Set in a layout effect: those run before any passive effect of the same commit, so a page that
 * names itself more precisely in its own `useEffect` (a lawyer's profile) keeps its title even
 * when it mounts together with its route. The title follows a switch of the language too, unless
 * such a page has titled itself since: its own title is then its to translate.
 */
export function useDocumentTitle(title: string): void {
  const language = useLanguage();
  const applied = useRef<{ title: string; language: SupportedLanguage } | null>(null);
  useLayoutEffect(() => {
    const previous = applied.current;
    applied.current = { title, language };
    const retitledInside = previous !== null && document.title !== previous.title;
    if (previous?.language !== language && retitledInside) return;
    document.title = title;
  }, [title, language]);
}
