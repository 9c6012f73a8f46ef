// How the account forms show a request that failed, in one place so the forms cannot drift apart.
// Each message shows once (issue 38): as a toast, as the spec has it, unless the form offers a way
// out with it (reset-password's "Request a new reset link"), which needs the message beside it.
import { useCallback, useState } from 'react';
import { notify } from '../../lib/notify';
import { getServerMessage } from '../../lib/api-error';

/**
 * `initialMessage` is a message the page already has when it opens (login: a failed Google sign-in),
 * shown inline; `isInline` keeps the server's messages inline too instead of toasting them.
 */
export function useServerError(initialMessage = '', isInline = false) {
  const [serverError, setServerError] = useState(initialMessage);

  /** Runs `send`; if it throws, its message is shown. A new attempt clears the old one. */
  const catchServerError = useCallback(
    async (send: () => Promise<unknown>) => {
      setServerError('');
      try {
        await send();
      } catch (error) {
        const message = getServerMessage(error);
        if (isInline) setServerError(message);
        else notify.error(message);
      }
    },
    [isInline],
  );

  return { serverError, catchServerError };
}
