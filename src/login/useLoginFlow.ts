import { useCallback, useState } from 'react';
import { useAuthProvider, useNavigate, useNotificationContext, useNotify } from 'react-admin';
import { DASHBOARD_ROUTE } from '../auth/routes';
import type { LoginResult, PasswordCredentials, TwoFactorChallenge } from '../providers/authProvider';
import { navigateBrowserTo } from '../providers/browserNavigation';
import { keepNoticeForNextPage } from '../common/pendingNotice';
import { findStoredBlock, remainingAttemptsBeforeBlock } from './loginAttempts';
import { LoginFlowError } from './loginFlowError';

export type LoginView =
  | { name: 'credentials' }
  | { name: 'twoFactor'; challenge: TwoFactorChallenge }
  | { name: 'blocked'; blockedUntil: string };

/** The login page's state machine: which view shows, and what each submit does. */
export function useLoginFlow() {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  // Each submit drops messages still queued from earlier submits, so that its own answer shows next.
  const { resetNotifications } = useNotificationContext();
  const navigate = useNavigate();
  // A block still running in this browser outlives a reload: the page opens on it, countdown and all.
  const [storedBlock] = useState(() => findStoredBlock(Date.now()));
  const [view, setView] = useState<LoginView>(() =>
    storedBlock ? { name: 'blocked', blockedUntil: storedBlock.blockedUntil } : { name: 'credentials' },
  );
  const [busy, setBusy] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [username, setUsername] = useState(storedBlock?.username ?? '');

  const showFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof LoginFlowError)) {
        const message = error instanceof Error && error.message ? error.message : 'errors.generic';
        notify(message, { type: 'error', messageArgs: { _: message } });
        return;
      }
      // A server message is not a catalog key: `_` makes the translator show it as it is.
      notify(error.message, { type: 'error', messageArgs: { _: error.message, ...error.messageArgs } });
      if (error.kind === 'blocked' && error.blockedUntil) {
        setAttemptsLeft(null);
        setView({ name: 'blocked', blockedUntil: error.blockedUntil });
      } else if (error.kind === 'rejected' && error.attemptState) {
        setAttemptsLeft(remainingAttemptsBeforeBlock(error.attemptState));
      } else if (error.kind === 'restartLogin') {
        setView({ name: 'credentials' });
      }
    },
    [notify],
  );

  const submitCredentials = useCallback(
    async (credentials: PasswordCredentials) => {
      setUsername(credentials.username);
      resetNotifications();
      if (credentials.username.trim() === '' || credentials.password === '') {
        notify('login.messages.credentialsRequired', { type: 'error' });
        return;
      }
      if (!authProvider) return;
      setBusy(true);
      try {
        const result = (await authProvider.login(credentials)) as LoginResult;
        setBusy(false);
        setAttemptsLeft(null);
        if (result.twoFactorRequired) {
          setView({ name: 'twoFactor', challenge: result.challenge });
          notify('login.messages.twoFactorRequired', { type: 'info' });
          return;
        }
        notify('login.messages.success', { type: 'success' });
        navigate(result.redirectTo);
      } catch (error) {
        setBusy(false);
        showFailure(error);
      }
    },
    [authProvider, navigate, notify, resetNotifications, showFailure],
  );

  /** Resolves to whether the code was accepted. */
  const submitCode = useCallback(
    async (code: string): Promise<boolean> => {
      if (view.name !== 'twoFactor' || !authProvider) return false;
      resetNotifications();
      if (code === '') {
        notify('login.messages.codeRequired', { type: 'warning' });
        return false;
      }
      setBusy(true);
      try {
        await authProvider.login({ code, ...view.challenge });
        // After 2FA the browser does a full navigation, so the app starts afresh with the new token; the
        // success message waits for the page it loads.
        keepNoticeForNextPage('login.messages.twoFactorSuccess', 'success');
        navigateBrowserTo(DASHBOARD_ROUTE);
        return true;
      } catch (error) {
        setBusy(false);
        showFailure(error);
        return false;
      }
    },
    [authProvider, notify, resetNotifications, showFailure, view],
  );

  const backToCredentials = useCallback(() => {
    setBusy(false);
    setView({ name: 'credentials' });
  }, []);

  return { view, busy, attemptsLeft, username, submitCredentials, submitCode, backToCredentials };
}
