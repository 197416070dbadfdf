import { usePendingNotice } from '../common/pendingNotice';
import { useRoles } from '../roles/useRoles';

/**
 * What the signed-in shell does as the app starts: shows the message the sign-in page kept across its
 * full navigation, and loads the role list (from its hour-long cache, or from the server when older).
 */
export function useAppStart(): void {
  usePendingNotice();
  useRoles();
}
