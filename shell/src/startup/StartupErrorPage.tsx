export interface StartupErrorPageProps {
  reason: string;
  title?: string;
}

/**
 * Shown instead of the site when it cannot start (no usable /config.json) or the shell itself
 * crashed. Plain markup and plain English on purpose: the design system, providers and
 * translations may be exactly what failed to load.
 */
export function StartupErrorPage({
  reason,
  title = 'NyayaConnect could not start',
}: StartupErrorPageProps) {
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
      <h1>{title}</h1>
      <p>{reason}</p>
      <p>Please try again in a moment. If the problem continues, contact support.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
