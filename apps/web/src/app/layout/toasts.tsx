// The toast container, mounted once the first toast is asked for (lib/notify.ts).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { areToastsRequested, onToastsRequested } from '../../lib/notify';

const ToastContainer = lazy(() => import('./toast-container'));

export function Toasts() {
  const requested = useSyncExternalStore(onToastsRequested, areToastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
