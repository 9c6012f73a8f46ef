// Laptops, open and seen from the front: the screen in its bezel, then the keyboard deck in
// perspective (keys, trackpad) and the front edge. Size, colours and details vary per model.
import { drawWallpaper, type Wallpaper } from './screens.js';
import {
  circle,
  darken,
  group,
  lighten,
  polygon,
  rect,
  subQuad,
  type Art,
  type Hex,
  type Point,
} from './svg-kit.js';

export type LaptopLook = {
  kind: 'laptop';
  /** Lid width in px (the canvas is 800): a 13-inch is narrower than a 17-inch. */
  width: number;
  body: Hex;
  keys: Hex;
  /** Screen border in px. */
  bezel: number;
  /** Front edge height in px: thin ultrabooks, thick workstations. */
  thickness: number;
  wallpaper: Wallpaper;
  /** Per-key RGB lighting. */
  rgb?: boolean;
  numpad?: boolean;
  /** The red pointing stick of business laptops. */
  trackpoint?: boolean;
  /** A camera notch cut into the top bezel. */
  notch?: boolean;
  /** A webcam privacy shutter. */
  shutter?: boolean;
  /** Vents on the front edge and a coloured accent line. */
  accent?: Hex;
  /** Speaker grilles beside the keyboard. */
  speakers?: boolean;
};

type Quad = [Point, Point, Point, Point];

function keyboard(art: Art, look: LaptopLook, area: Quad): string {
  const rows = 6;
  const mainCols = look.numpad ? 15 : 14;
  const mainWidth = look.numpad ? 0.8 : 1;
  let out = polygon(area, { fill: darken(look.body, 0.12) });
  const keyPaint = (col: number, cols: number): string => {
    if (!look.rgb) return look.keys;
    const hue = Math.round((col / cols) * 300);
    return `hsl(${hue}, 85%, 58%)`;
  };
  for (let row = 0; row < rows; row += 1) {
    const v0 = row / rows + 0.02;
    const v1 = (row + 1) / rows - 0.02;
    // The space bar row: modifiers either side of one long key.
    if (row === rows - 1) {
      const spans: [number, number][] = [
        [0, 0.1],
        [0.1, 0.2],
        [0.2, 0.3],
        [0.3, 0.7],
        [0.7, 0.8],
        [0.8, 0.9],
        [0.9, 1],
      ];
      for (const [a, b] of spans) {
        out += polygon(subQuad(area, a * mainWidth + 0.006, v0, b * mainWidth - 0.006, v1), {
          fill: keyPaint(Math.round(((a + b) / 2) * mainCols), mainCols),
        });
      }
    } else {
      const height = row === 0 ? 0.6 : 1;
      for (let col = 0; col < mainCols; col += 1) {
        const u0 = (col / mainCols) * mainWidth + 0.006;
        const u1 = ((col + 1) / mainCols) * mainWidth - 0.006;
        out += polygon(subQuad(area, u0, v0 + (1 - height) * (v1 - v0), u1, v1), {
          fill: keyPaint(col, mainCols),
        });
      }
    }
    if (look.numpad) {
      for (let col = 0; col < 4; col += 1) {
        const u0 = 0.82 + col * 0.045 + 0.004;
        out += polygon(subQuad(area, u0, v0, u0 + 0.037, v1), {
          fill: keyPaint(mainCols + col, mainCols + 4),
        });
      }
    }
  }
  if (look.rgb) {
    out += polygon(area, {
      fill: art.linear([
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.12],
      ]),
    });
  } else {
    out += polygon(area, {
      fill: art.linear([
        [0, '#000000', 0.08],
        [1, '#000000', 0],
      ]),
    });
  }
  if (look.trackpoint) {
    const [tx, ty] = subQuad(area, 0.5 * mainWidth, 0.62, 0.5 * mainWidth, 0.62)[0];
    out += circle(tx, ty, 5, { fill: '#dc2626' });
  }
  return out;
}

function speakerGrille(quad: Quad, colour: Hex): string {
  let out = '';
  for (let row = 0; row < 10; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const [x, y] = subQuad(quad, (col + 0.5) / 3, (row + 0.5) / 10, (col + 0.5) / 3, (row + 0.5) / 10)[0];
      out += circle(x, y, 1.6, { fill: colour });
    }
  }
  return out;
}

export function drawLaptop(art: Art, look: LaptopLook): string {
  const w = look.width;
  const lidH = w * 0.63;
  const x = 400 - w / 2;
  const deckDepth = w * 0.24;
  const spread = w * 0.075;
  const top = 400 - (lidH + deckDepth + look.thickness) / 2 - 10;
  const hinge = top + lidH;
  const near = hinge + deckDepth;
  const floor = near + look.thickness;
  const body = look.body;

  // Lid (seen from inside): a thin rim of the body colour, the black bezel, the screen.
  const rim = 4;
  const b = look.bezel;
  const screen = { x: x + rim + b, y: top + rim + b, w: w - 2 * (rim + b), h: lidH - rim - b * 1.6 - 6 };
  const screenClip = art.clip(rect(screen.x, screen.y, screen.w, screen.h, 3, {}));
  let lid =
    rect(x, top, w, lidH + 12, 18, {
      fill: art.linear(
        [
          [0, lighten(body, 0.2)],
          [1, darken(body, 0.15)],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    rect(x + rim, top + rim, w - 2 * rim, lidH - rim, 14, { fill: '#0d0f14' }) +
    group(drawWallpaper(art, look.wallpaper, screen), { 'clip-path': screenClip }) +
    polygon(
      [
        [screen.x, screen.y],
        [screen.x + screen.w * 0.45, screen.y],
        [screen.x, screen.y + screen.h * 0.8],
      ],
      {
        fill: art.linear(
          [
            [0, '#ffffff', 0.14],
            [1, '#ffffff', 0],
          ],
          0,
          0,
          1,
          1,
        ),
      },
    );
  if (look.notch) {
    lid += rect(400 - w * 0.06, top + rim - 2, w * 0.12, b + 12, 8, { fill: '#0d0f14' });
  }
  lid += circle(400, top + rim + Math.max(b, 10) / 2 + 1, 3, { fill: '#2b3340' });
  if (look.shutter) {
    lid += rect(400 - 16, top + rim + b / 2 - 4, 32, 9, 4, { fill: '#4b5563' });
  }

  // Deck: the near edge is wider than the hinge, as seen from above the desk.
  const deck: Quad = [
    [x, hinge],
    [x + w, hinge],
    [x + w + spread, near],
    [x - spread, near],
  ];
  const deckPaint = art.linear(
    [
      [0, darken(body, 0.1)],
      [0.3, lighten(body, 0.12)],
      [1, body],
    ],
    0,
    0,
    0,
    1,
  );
  const keysArea = subQuad(deck, look.speakers ? 0.14 : 0.07, 0.07, look.speakers ? 0.86 : 0.93, 0.58);
  const padWidth = look.notch ? 0.2 : 0.14;
  let deckArt =
    polygon(deck, { fill: deckPaint }) +
    polygon(subQuad(deck, 0, 0, 1, 0.05), { fill: darken(body, 0.35) }) +
    keyboard(art, look, keysArea) +
    polygon(subQuad(deck, 0.5 - padWidth, 0.64, 0.5 + padWidth, 0.95), {
      fill: lighten(body, 0.08),
      stroke: darken(body, 0.18),
      'stroke-width': 1.5,
    });
  if (look.trackpoint) {
    deckArt +=
      polygon(subQuad(deck, 0.5 - padWidth, 0.61, 0.5 + padWidth, 0.64), { fill: darken(body, 0.3) }) +
      polygon(subQuad(deck, 0.5 - padWidth, 0.615, 0.5 + padWidth, 0.635), { fill: '#dc2626', opacity: 0.6 });
  }
  if (look.speakers) {
    deckArt +=
      speakerGrille(subQuad(deck, 0.03, 0.1, 0.1, 0.56), darken(body, 0.35)) +
      speakerGrille(subQuad(deck, 0.9, 0.1, 0.97, 0.56), darken(body, 0.35));
  }

  // Front edge: thickness, rounded ends, vents and an accent line on gaming machines.
  let edge = rect(x - spread, near - 2, w + 2 * spread, look.thickness + 2, look.thickness / 2, {
    fill: art.linear([
      [0, darken(body, 0.05)],
      [1, darken(body, 0.35)],
    ]),
  });
  edge += rect(400 - w * 0.08, near - 1, w * 0.16, Math.min(5, look.thickness / 2), 2, {
    fill: darken(body, 0.3),
  });
  if (look.accent) {
    edge += rect(x - spread + 30, near + look.thickness / 2 - 1.5, w + 2 * spread - 60, 3, 1.5, {
      fill: look.accent,
    });
    for (let i = 0; i < 8; i += 1) {
      edge += rect(x - spread + 40 + i * 14, near + 4, 8, look.thickness - 8, 2, { fill: '#0b0c10' });
      edge += rect(x + w + spread - 40 - 8 - i * 14, near + 4, 8, look.thickness - 8, 2, { fill: '#0b0c10' });
    }
    lid += rect(x + 40, top + lidH + 4, w - 80, 3, 1.5, { fill: look.accent, opacity: 0.9 });
  }

  return art.shadow(400, floor + 4, w * 0.62 + spread, 20, 0.35) + lid + deckArt + edge;
}
