import { Button, toast } from '@nyaya/shared-design';
import {
  announceAccountLanguage,
  changeLanguage,
  i18n,
  isSupportedLanguage,
  reportError,
  storedLanguage,
  translateKey,
  useAuthStore,
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
    announceAccountLanguage(language);
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

// How close an account's creation and its latest sign-in are when that sign-in made it.
const FIRST_SIGN_IN_WINDOW_MS = 60_000;

/**
 * The account was made by this sign-in with Google: its first sign-in creates it, and Google
 * passes no language with it, so the account has the database's default. (A sign-up with an
 * e-mail address sends the page's language itself.)
 */
export function isFirstGoogleSignIn(
  user: {
    created_at: string;
    last_sign_in_at?: string | null;
    app_metadata?: { provider?: string };
  } | null,
): boolean {
  if (user?.app_metadata?.provider !== 'google' || !user.last_sign_in_at) return false;
  const gap = Date.parse(user.last_sign_in_at) - Date.parse(user.created_at);
  return gap >= 0 && gap < FIRST_SIGN_IN_WINDOW_MS;
}

/** The language this device stands for: the choice made here, or a new account's page's. */
function deviceLanguage(): SupportedLanguage | null {
  const chosen = storedLanguage();
  if (chosen) return chosen;
  const page = i18n.language;
  return isFirstGoogleSignIn(useAuthStore.getState().user) && isSupportedLanguage(page)
    ? page
    : null;
}

/**
 * On sign-in: a language chosen explicitly on this device goes to the account (when the account
 * has another one), and so does the page's language when the account was made by this sign-in
 * (Google); otherwise the page adopts the account's language, without remembering it on the
 * device (the account stays the source).
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
  const chosen = deviceLanguage();
  if (chosen) {
    if (accountLanguage !== chosen) await saveLanguageToAccount(userId, chosen);
    return;
  }
  if (accountLanguage && accountLanguage !== i18n.language) await changeLanguage(accountLanguage);
}
