// Toasts, loaded on the first one shown. Most visits never see a toast, so react-toastify and its
// stylesheet stay out of the JavaScript a first page load pays for. Until the library arrives the
// message waits: react-toastify queues toasts made before its container mounts.
import type * as Toastify from 'react-toastify/unstyled';
import type { ToastOptions } from 'react-toastify/unstyled';

type ToastModule = typeof Toastify;

let toastModule: Promise<ToastModule> | undefined;
const whenRequested = new Set<() => void>();

/** True once a toast has been asked for, so the page frame mounts the container. */
export const areToastsRequested = (): boolean => toastModule !== undefined;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export const onToastsRequested = (listener: () => void): (() => void) => {
  whenRequested.add(listener);
  return () => whenRequested.delete(listener);
};

const loadToasts = (): Promise<ToastModule> => {
  if (!toastModule) {
    toastModule = import('react-toastify/unstyled');
    for (const listener of whenRequested) listener();
  }
  return toastModule;
};

const show = (kind: 'success' | 'error' | 'info', message: string, options?: ToastOptions): void => {
  loadToasts()
    .then(({ toast }) => toast[kind](message, options))
    // NOTE: a chunk that cannot load (the shop was redeployed, the network dropped) loses only the
    // toast; every message that matters is also on the page.
    .catch(() => undefined);
};

/** The error toasts about the page on screen, by id: they go when it does (issue 38). */
const pageErrors = new Set<string>();
let pageErrorCount = 0;

type ErrorOptions = ToastOptions & {
  /** About the shopper's session or cart rather than the page (a cart that could not be saved). */
  outlivesPage?: boolean;
};

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  /** An error about the page on screen, gone when the shopper leaves it, unless `outlivesPage`. */
  error: (message: string, { outlivesPage = false, ...options }: ErrorOptions = {}) => {
    if (outlivesPage) return show('error', message, options);
    pageErrorCount += 1;
    const toastId = String(options.toastId ?? `page-error-${pageErrorCount}`);
    pageErrors.add(toastId);
    show('error', message, { ...options, toastId });
  },
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

/** The page changed: its error toasts (a wrong password, a refused save) no longer apply. */
export function dismissPageErrors(): void {
  if (!toastModule || pageErrors.size === 0) return;
  const ids = [...pageErrors];
  pageErrors.clear();
  toastModule.then(({ toast }) => ids.forEach((id) => toast.dismiss(id))).catch(() => undefined);
}
