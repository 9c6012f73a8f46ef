// Google sign-in leaves the shop and comes back with a full page load. This per-tab mark tells the
// app that the session it finds at start is a fresh Google sign-in, worth a welcome toast.
const GOOGLE_SIGN_IN_KEY = 'googleSignInPending';

export const markGoogleSignInPending = (): void => {
  try {
    sessionStorage.setItem(GOOGLE_SIGN_IN_KEY, '1');
  } catch {
    // Blocked storage: the sign-in still works, only the toast is skipped.
  }
};

/** True once after a Google sign-in round trip; reading it clears the mark. */
export const takeGoogleSignInPending = (): boolean => {
  try {
    const isPending = sessionStorage.getItem(GOOGLE_SIGN_IN_KEY) === '1';
    sessionStorage.removeItem(GOOGLE_SIGN_IN_KEY);
    return isPending;
  } catch {
    return false;
  }
};
