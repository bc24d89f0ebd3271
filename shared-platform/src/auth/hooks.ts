import { useShallow } from 'zustand/react/shallow';
import { useAuthStore, type AuthState } from './store';

/** Who is signed in, for headers and dashboards: re-renders only when these change. */
export function useCurrentUser(): Pick<AuthState, 'status' | 'role' | 'displayName'> & {
  userId: string | null;
  email: string | null;
} {
  return useAuthStore(
    useShallow((state: AuthState) => ({
      status: state.status,
      role: state.role,
      displayName: state.displayName,
      userId: state.user?.id ?? null,
      email: state.user?.email ?? null,
    })),
  );
}
