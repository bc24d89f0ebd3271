/** The choice dialog is its own chunk: only signed-out visitors who start a consultation see it. */
export const loadConsultationChoiceDialog = () =>
  import('./ConsultationChoiceDialog').then((module) => ({
    default: module.ConsultationChoiceDialog,
  }));

/** Starts fetching the dialog's chunk early (hover or focus on Start Consultation). */
export function preloadConsultationChoiceDialog(): void {
  void loadConsultationChoiceDialog().catch(() => {
    // Loading again when the dialog opens shows the error there.
  });
}
