// The shop's colours (issue 22, decision 031): the text on the chosen header and accent colours worked out
// once, so the storefront, the e-mails and the admin form's preview agree. No zod here: the storefront's
// first page imports these, and a module with schemas would put the zod runtime into it (decision 024).

export const MAX_SHOP_NAME_LENGTH = 60;
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const DEFAULT_HEADER_COLOR = '#ffffff';
export const DEFAULT_ACCENT_COLOR = '#c2410c';

// The storefront's tokens (apps/web/src/styles/tokens.css) the chosen colours are weighed against.
const INK = '#111827';
const MUTED = '#4b5563';
const WHITE = '#ffffff';
const BLACK = '#000000';
const DEFAULT_ACCENT_HOVER = '#9a3412';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);

/** WCAG's relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = channel(hex, at) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as the owner reads it, never rounded up past a limit: 4.49 -> "4.4:1". */
export const ratioText = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

/**
 * The text colour on a background: the shop's ink or white, whichever reads better; when neither
 * reaches 4.5:1 (a few mid-tones), black or white, one of which always does.
 */
export function textColorOn(background: string): string {
  const [best] = [INK, WHITE].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background));
  if (best && contrastRatio(best, background) >= MIN_TEXT_CONTRAST) return best;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** The accent a shade darker, for a button under the pointer. */
function hoverShade(accent: string): string {
  if (accent === DEFAULT_ACCENT_COLOR) return DEFAULT_ACCENT_HOVER;
  const darker = [1, 3, 5].map((at) => Math.round(channel(accent, at) * 0.8));
  return `#${darker.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export type ShopColors = { headerColor: string; accentColor: string };

/** Every colour the storefront and the e-mails use for the chosen two. */
export type LookColors = {
  header: string;
  /** Text on the header: whatever reads on it. */
  onHeader: string;
  /** The header's quieter text (the greeting): the muted grey where it reads, else onHeader. */
  onHeaderMuted: string;
  /** The header's current and hovered link: the accent where it reads on the header, else onHeader. */
  headerAccent: string;
  accent: string;
  accentHover: string;
  /** Text on the accent: white (the accent is checked against white, see accentProblem). */
  onAccent: string;
};

export function lookColors({ headerColor, accentColor }: ShopColors): LookColors {
  const onHeader = textColorOn(headerColor);
  return {
    header: headerColor,
    onHeader,
    onHeaderMuted: contrastRatio(MUTED, headerColor) >= MIN_TEXT_CONTRAST ? MUTED : onHeader,
    headerAccent: contrastRatio(accentColor, headerColor) >= MIN_TEXT_CONTRAST ? accentColor : onHeader,
    accent: accentColor,
    accentHover: hoverShade(accentColor),
    onAccent: WHITE,
  };
}

/** The storefront's colour tokens (styles/tokens.css) for the chosen colours. */
export function lookVariables(colors: ShopColors): Record<string, string> {
  const look = lookColors(colors);
  return {
    '--color-header': look.header,
    '--color-on-header': look.onHeader,
    '--color-on-header-muted': look.onHeaderMuted,
    '--color-header-accent': look.headerAccent,
    '--color-accent': look.accent,
    '--color-accent-hover': look.accentHover,
    '--color-on-accent': look.onAccent,
  };
}

/** The id of the page's <style> with the chosen colours (the server writes it; a live tab updates it). */
export const SHOP_LOOK_STYLE_ID = 'shop-look';

/** The tokens as a stylesheet rule, for the page's <style id="shop-look">. */
export const lookCss = (colors: ShopColors): string =>
  `:root{${Object.entries(lookVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * Why an accent cannot be used, or undefined. It is the colour of links on white pages and the
 * background of buttons with white text: one ratio against white covers both.
 */
export function accentProblem(accent: string): string | undefined {
  const ratio = contrastRatio(accent, WHITE);
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  return `The accent colour is too light: white button text and links on white read at ${ratioText(ratio)}, and need at least 4.5:1. Choose a darker colour.`;
}
