import { Input, VisuallyHidden } from '@nyaya/shared-design';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../i18n';

/** Quiet time after the last keystroke before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /**
   * Runs the search. `replace` is true for the later commits of one typing burst, so Back
   * returns to the results before the search rather than to every prefix of it.
   */
  onSearch: (value: string, options: { replace: boolean }) => void;
}

const Form = styled.form`
  width: 100%;
`;

const SearchInput = styled(Input)`
  min-height: 3rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The directory's search box: name or location, debounced. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useRemoteTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Whether this burst of typing has already made its history entry.
  const pushed = useRef(false);

  // The URL moved on its own (Back, Clear All, a link): show its search.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => {
      onSearch(draft, { replace: pushed.current });
      pushed.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (draft !== value) onSearch(draft, { replace: pushed.current });
        pushed.current = false;
      }}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('search.label')}
      </VisuallyHidden>
      <SearchInput
        id={inputId}
        // The URL's parameter: without scripts Enter opens /lawyers?q=…, and the shell hands
        // what was typed before the scripts ran to the live field of this name (ADR 0024).
        name="q"
        type="search"
        value={draft}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          pushed.current = false;
        }}
      />
    </Form>
  );
}
