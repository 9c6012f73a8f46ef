// Boot stage 1 of 3 (main.tsx): React's DOM renderer, the largest part of the first page's code.
export { createRoot, hydrateRoot } from 'react-dom/client';
