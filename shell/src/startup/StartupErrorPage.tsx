import { useShellTranslation } from '../i18n';

export interface StartupErrorPageProps {
  /** What happened: the startup error's message, or the crash text (`kind`). */
  reason?: string;
  /** `startup`: no usable /config.json; `crash`: the shell itself failed while running. */
  kind?: 'startup' | 'crash';
}

/**
 * Shown instead of the site when it cannot start or the shell itself crashed. Plain markup on
 * purpose: the design system and the providers may be exactly what failed. Its texts come from
 * the shell's catalog through i18next's own instance, which needs no provider.
 */
export function StartupErrorPage({ reason, kind = 'startup' }: StartupErrorPageProps) {
  const { t } = useShellTranslation();
  return (
    <main
      role="alert"
      style={{
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1rem',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>{kind === 'crash' ? t('startupError.crashTitle') : t('startupError.title')}</h1>
      <p>{reason ?? t('startupError.crashReason')}</p>
      <p>{t('startupError.advice')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('startupError.reload')}
      </button>
    </main>
  );
}
