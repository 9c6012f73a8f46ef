// The state a server-rendered page was drawn from travels in the HTML as a JSON data block (not a
// script that runs: the shop's Content-Security-Policy allows no inline scripts).
export const SERVER_STATE_ID = 'server-state';

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
