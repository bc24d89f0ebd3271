import { Button, toast } from '@nyaya/shared-design';
import {
  changeLanguage,
  i18n,
  reportError,
  storedLanguage,
  translateKey,
  type SupportedLanguage,
} from '@nyaya/shared-platform';
import styled from 'styled-components';
import { getAccountLanguage, saveAccountLanguage } from './api/accountLanguage';

const Advice = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

// Long enough to reach "Try again"; Radix pauses the timer while the toast has focus or hover.
const FAILURE_TOAST_MS = 20_000;

/**
 * Says that the account's language could not be read or written, with "Try again": the page
 * keeps the language chosen on this device either way; what fails is the e-mails' language.
 */
function reportFailure(
  title: 'shell:header.languageNotSaved' | 'shell:header.languageNotRead',
  error: unknown,
  retry: () => Promise<void>,
): void {
  reportError(error, { during: 'accountLanguage' });
  const handle = toast({
    title: translateKey(title),
    description: (
      <Advice>
        {translateKey('shell:header.languageNotSavedAdvice')}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            handle.dismiss();
            void retry();
          }}
        >
          {translateKey('shell:header.retry')}
        </Button>
      </Advice>
    ),
    variant: 'destructive',
    duration: FAILURE_TOAST_MS,
  });
}

/** Writes `language` to the account; a failure is shown with "Try again". */
export async function saveLanguageToAccount(
  userId: string,
  language: SupportedLanguage,
): Promise<void> {
  try {
    await saveAccountLanguage(userId, language);
  } catch (error) {
    reportFailure('shell:header.languageNotSaved', error, () =>
      saveLanguageToAccount(userId, language),
    );
  }
}

/**
 * The language switch's choice (docs/product/languages.md): the page switches and this device
 * remembers it; a signed-in user's account takes it too, so their e-mails follow.
 */
export async function chooseLanguage(
  language: SupportedLanguage,
  userId: string | null,
): Promise<void> {
  await changeLanguage(language, { remember: true });
  if (userId) await saveLanguageToAccount(userId, language);
}

/**
 * On sign-in: a language chosen explicitly on this device goes to the account (when the account
 * has another one); without such a choice the page adopts the account's language, without
 * remembering it on the device (the account stays the source).
 */
export async function syncAccountLanguage(
  userId: string,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  let accountLanguage: SupportedLanguage | null;
  try {
    accountLanguage = await getAccountLanguage(userId);
  } catch (error) {
    if (isCurrent()) {
      reportFailure('shell:header.languageNotRead', error, () => syncAccountLanguage(userId));
    }
    return;
  }
  if (!isCurrent()) return;
  const chosen = storedLanguage();
  if (chosen) {
    if (accountLanguage !== chosen) await saveLanguageToAccount(userId, chosen);
    return;
  }
  if (accountLanguage && accountLanguage !== i18n.language) await changeLanguage(accountLanguage);
}
