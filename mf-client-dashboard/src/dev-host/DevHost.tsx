import { useState } from 'react';
import ClientDashboardPage from '../exposes/ClientDashboardPage';
import ConsultationRequestDialog from '../exposes/ConsultationRequestDialog';

/** Everything this remote exposes, rendered alone so the team can work without the other apps. */
export function DevHost() {
  const [isRequestDialogOpen, setRequestDialogOpen] = useState(false);
  return (
    <>
      <header>
        <strong>mf_client_dashboard</strong> standalone dev host
        <button type="button" onClick={() => setRequestDialogOpen(true)}>
          Open ConsultationRequestDialog
        </button>
      </header>
      <main>
        <ClientDashboardPage />
      </main>
      {isRequestDialogOpen && (
        <ConsultationRequestDialog onClose={() => setRequestDialogOpen(false)} />
      )}
    </>
  );
}
