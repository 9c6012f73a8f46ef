// The state a server-rendered page was drawn from travels in the HTML as a JSON data block (not a
// script that runs: the shop's Content-Security-Policy allows no inline scripts).
export const SERVER_STATE_ID = 'server-state';

/**
 * The store's slices that only the browser knows (its storage): hydration draws them as the server
 * did (for a visitor, empty) and the browser's own follow (main.tsx), so the page carries them.
 */
export const BROWSER_ONLY_SLICES = ['cart', 'checkout'] as const;

/** The state in the page, or null when the page was not drawn on the server (index.html). */
export function readServerState(doc: Document = document): Record<string, unknown> | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null; // A damaged page: draw it in the browser instead.
  }
}
