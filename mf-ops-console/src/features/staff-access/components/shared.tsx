import { Button, Card, Skeleton, toast, useFieldControl } from '@nyaya/shared-design';
import { LoadErrorPanel } from '@nyaya/shared-design/patterns';
import { DataError, dataErrorMessage } from '@nyaya/shared-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRemoteTranslation } from '../../../i18n';
import { wrappingButtons } from '../../../ui/wrappingButtons';
import { opsKeys } from '../api/capabilities';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  ${wrappingButtons}
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  overflow-wrap: anywhere;
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

export const ItemCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledSelect = styled.select`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text.primary};
  max-width: 100%;
`;

/** A native select wired to its Field's label, hint and error. */
export function NativeSelect(props: ComponentPropsWithRef<'select'>) {
  return <StyledSelect {...useFieldControl(props)} />;
}

/** The sentence for a failed call: the feature's or the database's, never a stack trace. */
export function errorSentence(error: unknown, fallback: string): string {
  return error instanceof DataError ? dataErrorMessage(error, fallback) : fallback;
}

/**
 * After any action: the lists and the counters are read again, so what another agent did
 * meanwhile shows too.
 */
export function useRefreshAfterAction() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
}

/** Toast for a refused or failed action, with the database's sentence. */
export function useActionFailed() {
  const { t } = useRemoteTranslation();
  return (error: unknown) =>
    toast({
      title: t('actionFailed'),
      description: errorSentence(error, t('common:errors.generic')),
      variant: 'destructive',
    });
}

/** Three placeholder cards while a list loads. */
export function ListSkeleton() {
  return (
    <Stack aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <ItemCard key={index}>
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton width="70%" />
        </ItemCard>
      ))}
    </Stack>
  );
}

interface ListFooterProps {
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** "Load more": the next page after the last row (keyset paging). */
export function LoadMore({ hasNextPage, fetchingNextPage, onLoadMore }: ListFooterProps) {
  const { t } = useRemoteTranslation();
  if (!hasNextPage) return null;
  return (
    <Button variant="outline" onClick={onLoadMore} loading={fetchingNextPage}>
      {fetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
    </Button>
  );
}

interface ListErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

export function ListError({ error, retrying, onRetry }: ListErrorProps) {
  const { t } = useRemoteTranslation();
  return (
    <LoadErrorPanel
      title={t('list.loadFailed')}
      message={
        error instanceof DataError && error.messageKey
          ? dataErrorMessage(error)
          : t('common:errors.generic')
      }
      retryLabel={t('common:tryAgain')}
      retryingLabel={t('common:loading')}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/**
 * A native disclosure whose content mounts when it is first opened: notes, history and
 * complaints are read only for the cards someone looks into.
 */
export function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
