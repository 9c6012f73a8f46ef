// Boot stage 1 of 3 (main.tsx): React's DOM renderer, the largest part of the first page's code.
export { createRoot, hydrateRoot } from 'react-dom/client';
// Hydration draws what the server drew; the browser's own state follows in a task of its own.
export { hydrateAsDrawn } from '../../react-on-preact';
