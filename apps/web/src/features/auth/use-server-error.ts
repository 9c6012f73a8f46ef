// How the account forms show a request that failed: the server's message inline, under the form, and
// as a toast (UI.md, States). One place, so the four forms cannot drift apart.
import { useCallback, useState } from 'react';
import { notify } from '../../lib/notify';
import { getServerMessage } from '../../lib/api-error';

/** `initialMessage` is a message the page already has when it opens (login: a failed Google sign-in). */
export function useServerError(initialMessage = '') {
  const [serverError, setServerError] = useState(initialMessage);

  /** Runs `send`; if it throws, its message becomes the form's error. A new attempt clears the old one. */
  const catchServerError = useCallback(async (send: () => Promise<unknown>) => {
    setServerError('');
    try {
      await send();
    } catch (error) {
      const message = getServerMessage(error);
      setServerError(message);
      notify.error(message);
    }
  }, []);

  return { serverError, catchServerError };
}
