import { focusRing } from '@nyaya/shared-design';
import { useCurrentUser, useLanguage, type SupportedLanguage } from '@nyaya/shared-platform';
import { useId } from 'react';
import styled from 'styled-components';
import { useShellTranslation } from '../../i18n';
import { LanguagesIcon } from '../../ui/icons';
import { chooseLanguage } from './accountLanguage';

/**
 * Each language under its own name, in its own language and script (docs/product/languages.md):
 * a reader finds their language whatever the page is in, so these are not translated.
 */
const LANGUAGE_OPTIONS: readonly { language: SupportedLanguage; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'hi', name: 'हिन्दी' },
];

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.span`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Option = styled.button`
  min-height: 2rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.secondary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:first-child {
    border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  }

  &:last-child {
    border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  }

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border.control};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary.base};
    background: ${({ theme }) => theme.colors.primary.subtle};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary.base};
    color: ${({ theme }) => theme.colors.primary.contrast};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${focusRing}
`;

/**
 * The language switch (header and mobile menu): "Language" with English and हिन्दी as two
 * toggle buttons, the current one pressed. A choice switches the page, is remembered on this
 * device and, for a signed-in user, saved to the account so e-mails follow (chooseLanguage).
 */
export function LanguageSwitch() {
  const { t } = useShellTranslation();
  const language = useLanguage();
  const { status, userId } = useCurrentUser();
  const labelId = useId();
  const signedInAs = status === 'signedIn' ? userId : null;

  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label>
        <LanguagesIcon />
        <span id={labelId}>{t('header.language')}</span>
      </Label>
      <Options>
        {LANGUAGE_OPTIONS.map((option) => (
          <Option
            key={option.language}
            type="button"
            lang={option.language}
            aria-pressed={option.language === language}
            onClick={() => {
              if (option.language !== language) void chooseLanguage(option.language, signedInAs);
            }}
          >
            {option.name}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
