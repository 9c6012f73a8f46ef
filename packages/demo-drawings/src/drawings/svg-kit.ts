// Small helpers for the drawn product pictures: colours, gradients, rounded shapes and LCD digits.
// Every picture is one 800 x 800 SVG document; an `Art` collects the <defs> it needs.

/** A #rrggbb colour. */
export type Hex = `#${string}`;

const clamp = (value: number, min = 0, max = 1): number => Math.min(max, Math.max(min, value));

function parse(hex: Hex): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (channels: number[]): Hex =>
  `#${channels
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` blended towards `b` by t (0: a, 1: b). */
export function mix(a: Hex, b: Hex, t: number): Hex {
  const ca = parse(a);
  const cb = parse(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * clamp(t)));
}

export const lighten = (hex: Hex, t: number): Hex => mix(hex, '#ffffff', t);
export const darken = (hex: Hex, t: number): Hex => mix(hex, '#000000', t);

/** Relative lightness 0..1, enough to pick dark or light ink. */
export function lightness(hex: Hex): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

const n = (value: number): string => String(Math.round(value * 100) / 100);

/** Attributes from an object; undefined values are left out. */
export function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

type Paint = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, w: number, h: number, r: number, paint: Paint): string =>
  `<rect${attrs({ x, y, width: w, height: h, rx: r, ...paint })}/>`;

export const circle = (cx: number, cy: number, r: number, paint: Paint): string =>
  `<circle${attrs({ cx, cy, r, ...paint })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, paint: Paint): string =>
  `<ellipse${attrs({ cx, cy, rx, ry, ...paint })}/>`;

export const path = (d: string, paint: Paint): string => `<path${attrs({ d, ...paint })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, paint: Paint): string =>
  `<line${attrs({ x1, y1, x2, y2, ...paint })}/>`;

export type Point = readonly [number, number];

export const polygon = (points: readonly Point[], paint: Paint): string =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), ...paint })}/>`;

export const group = (content: string, paint: Paint = {}): string => `<g${attrs(paint)}>${content}</g>`;

/** A point on the quadrilateral a-b-c-d (a top left, b top right, c bottom right, d bottom left). */
export function bilinear(quad: readonly [Point, Point, Point, Point], u: number, v: number): Point {
  const [a, b, c, d] = quad;
  const top: Point = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom: Point = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** The part u0..u1 x v0..v1 of a quadrilateral, as four points (for keys drawn in perspective). */
export const subQuad = (
  quad: readonly [Point, Point, Point, Point],
  u0: number,
  v0: number,
  u1: number,
  v1: number,
): [Point, Point, Point, Point] => [
  bilinear(quad, u0, v0),
  bilinear(quad, u1, v0),
  bilinear(quad, u1, v1),
  bilinear(quad, u0, v1),
];

/** Segments of a seven-segment digit: a b c d e f g. */
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
  '-': 'g',
};

/** A number as LCD digits (seven segments; '.', ':' and ' ' too), top-left at x, y. */
export function lcdDigits(text: string, x: number, y: number, height: number, fill: string): string {
  const w = height * 0.52;
  const t = height * 0.13;
  const half = height / 2;
  const horizontal = (x0: number, y0: number) => rect(x0 + t * 0.7, y0, w - t * 1.4, t, t / 2, { fill });
  const vertical = (x0: number, y0: number) => rect(x0, y0 + t * 0.6, t, half - t * 0.7, t / 2, { fill });
  let cursor = x;
  let out = '';
  for (const ch of text) {
    if (ch === '.') {
      out += rect(cursor, y + height - t, t, t, t / 3, { fill });
      cursor += t * 2;
      continue;
    }
    if (ch === ':') {
      out += rect(cursor, y + height * 0.25, t, t, t / 3, { fill });
      out += rect(cursor, y + height * 0.65, t, t, t / 3, { fill });
      cursor += t * 2.2;
      continue;
    }
    if (ch === ' ') {
      cursor += w * 0.6;
      continue;
    }
    const parts: Record<string, string> = {
      a: horizontal(cursor, y),
      g: horizontal(cursor, y + half - t / 2),
      d: horizontal(cursor, y + height - t),
      f: vertical(cursor, y),
      b: vertical(cursor + w - t, y),
      e: vertical(cursor, y + half - t * 0.3),
      c: vertical(cursor + w - t, y + half - t * 0.3),
    };
    for (const segment of SEGMENTS[ch] ?? '') out += parts[segment] ?? '';
    cursor += w + t * 1.3;
  }
  return out;
}

/** The <defs> of one picture: gradients, clip paths and filters, each with its own id. */
export class Art {
  private readonly defs: string[] = [];
  private next = 0;

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  /** A linear gradient from (x1, y1) to (x2, y2) in the shape's box (0..1); returns its url(). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}>${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's box (0..1); returns its url(). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient id="${id}"${attrs({ cx, cy, r, fx, fy })}>${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path made of `shapes`; returns its url(). */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A tile repeated over a shape (cloth weaves, knits, prints); returns its url(). */
  pattern(tile: string, width: number, height: number, rotate = 0): string {
    const id = this.id('p');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse"${attrs({ width, height })}${rotate ? ` patternTransform="rotate(${rotate})"` : ''}>${tile}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** A soft blur for glows and shadows; returns its url(). */
  blur(deviation: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A soft contact shadow on the floor under an object. */
  shadow(cx: number, cy: number, rx: number, ry: number, strength = 0.3): string {
    const fill = this.radial([
      [0, '#1f2430', strength],
      [0.55, '#1f2430', strength * 0.45],
      [1, '#1f2430', 0],
    ]);
    return ellipse(cx, cy, rx, ry, { fill });
  }

  /** A light, even gloss over a shape's left side, as on glass or lacquer. */
  sheen(opacity = 0.35): string {
    return this.linear(
      [
        [0, '#ffffff', opacity],
        [0.45, '#ffffff', 0],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      0.6,
    );
  }

  /** The collected <defs> element, to go first in the picture. */
  defsElement(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}

const stopsOf = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
