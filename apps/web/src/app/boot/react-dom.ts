// Boot stage 1 of 3 (main.tsx): React's DOM renderer, the largest part of the first page's code.
export { createRoot, hydrateRoot } from 'react-dom/client';
// main.tsx holds what only the browser knows until after hydration's task (lib/use-hydrated.ts).
export { holdHydration } from '../../lib/use-hydrated';
