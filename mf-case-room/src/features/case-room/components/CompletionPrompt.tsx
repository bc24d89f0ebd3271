import { Button, toast } from '@nyaya/shared-design';
import { dataErrorMessage } from '@nyaya/shared-platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteTranslation } from '../../../i18n';
import { caseRoomKeys, completeCase } from '../api/caseRoom';
import { Row, Section, Text } from './layout';

/**
 * After the meeting time, the lawyer is asked to mark the case completed
 * (docs/product/consultation-requests.md, the existing lifecycle); the room then shows
 * "Completed".
 */
export function CompletionPrompt({ requestId }: { requestId: string }) {
  const { t } = useRemoteTranslation();
  const queryClient = useQueryClient();
  const complete = useMutation({
    mutationFn: () => completeCase(requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseRoomKeys.request(requestId) }),
    onError: (error) =>
      toast({
        title: t('completion.failed'),
        description: dataErrorMessage(error),
        variant: 'destructive',
      }),
  });
  return (
    <Section role="region" aria-label={t('completion.action')}>
      <Text>{t('completion.prompt')}</Text>
      <Row>
        <Button loading={complete.isPending} onClick={() => complete.mutate()}>
          {t('completion.action')}
        </Button>
      </Row>
    </Section>
  );
}
