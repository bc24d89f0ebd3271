import LawyerDashboardPage from '../exposes/LawyerDashboardPage';

/** What the shell mounts at /lawyer-dashboard, rendered alone so the team can work without the other apps. */
export function DevHost() {
  return (
    <>
      <header>
        <strong>mf_lawyer_portal</strong> standalone dev host
      </header>
      <main>
        <LawyerDashboardPage />
      </main>
    </>
  );
}
