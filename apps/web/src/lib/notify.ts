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

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
