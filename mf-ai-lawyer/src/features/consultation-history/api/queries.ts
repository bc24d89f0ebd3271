import { queryOptions } from '@tanstack/react-query';
import { listAiConsultations } from './aiConsultations';

/**
 * Query keys of the user's AI consultations. Whatever adds or removes one invalidates `all`
 * (e.g. the voice dialog after it saved a call).
 */
export const aiConsultationKeys = {
  all: ['mf_ai_lawyer', 'ai-consultations'] as const,
  ofUser: (userId: string) => [...aiConsultationKeys.all, userId] as const,
};

/**
 * The signed-in user's consultations; idle until there is a user id (a session). Keyed by the
 * user, so a list cached for one account never shows to the next one signed in on this page.
 * Read again whenever the page mounts, however fresh: the user often arrives straight from a
 * call the voice dialog has just saved.
 */
export function aiConsultationsQuery(userId: string | null | undefined) {
  return queryOptions({
    queryKey: aiConsultationKeys.ofUser(userId ?? ''),
    queryFn: listAiConsultations,
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}
