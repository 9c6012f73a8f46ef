/** Text safe inside HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
