import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AiConsultation } from '../model/aiConsultation';
import { deleteAiConsultation } from './aiConsultations';
import { aiConsultationKeys } from './queries';

/**
 * Deletes a consultation. Once the database confirms, it leaves the cached lists at once (the
 * card goes), and the lists are read again. After a failure the lists are read again too, so
 * the page shows what is really stored. Never retried.
 */
export function deleteConsultationMutation(queryClient: QueryClient) {
  const lists = { queryKey: aiConsultationKeys.all };
  return mutationOptions({
    mutationKey: [...aiConsultationKeys.all, 'delete'],
    mutationFn: (consultation: Pick<AiConsultation, 'id'>) => deleteAiConsultation(consultation.id),
    onSuccess: async (_nothing, deleted) => {
      // A read that started before the delete committed would bring the card back.
      await queryClient.cancelQueries(lists);
      queryClient.setQueriesData<AiConsultation[]>(lists, (consultations) =>
        consultations?.filter((consultation) => consultation.id !== deleted.id),
      );
      void queryClient.invalidateQueries(lists);
    },
    onError: () => queryClient.invalidateQueries(lists),
  });
}
