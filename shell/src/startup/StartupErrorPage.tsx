export interface StartupErrorPageProps {
  reason: string;
}

/**
 * Shown instead of the site when it cannot start (no usable /config.json). Plain markup on
 * purpose: the design system and providers may be exactly what failed to load.
 */
export function StartupErrorPage({ reason }: StartupErrorPageProps) {
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
      <h1>NyayaConnect could not start</h1>
      <p>{reason}</p>
      <p>Please try again in a moment. If the problem continues, contact support.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
