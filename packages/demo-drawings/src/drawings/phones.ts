// Phones: the back (body colour, camera module) beside the front (screen and its wallpaper), a
// foldable opened flat, and a classic flip phone with its keypad.
import { drawWallpaper, type Wallpaper } from './screens.js';
import { circle, darken, group, lcdDigits, lighten, path, rect, type Art, type Hex } from './svg-kit.js';

export type CameraLayout =
  | 'pro-triangle'
  | 'dual-diagonal'
  | 'single'
  | 'vertical-three'
  | 'pill-three'
  | 'visor'
  | 'oval-island'
  | 'rugged';

export type PhoneLook = {
  kind: 'phone';
  body: Hex;
  /** The metal or plastic band around the edge. */
  frame: Hex;
  /** Body width and height in px (the canvas is 800). */
  width: number;
  height: number;
  /** Corner radius in px. */
  radius: number;
  camera: CameraLayout;
  front: 'island' | 'punch' | 'home-button';
  wallpaper: Wallpaper;
  finish: 'gloss' | 'matte';
  /** Rubber bumpers and screws. */
  rugged?: boolean;
};

export type FoldableLook = { kind: 'foldable'; body: Hex; frame: Hex; wallpaper: Wallpaper };

export type FlipPhoneLook = { kind: 'flip-phone'; body: Hex; keys: Hex; screen: Wallpaper };

/** A camera lens: a metal ring, black glass with a bluish depth and a glint. */
export function lens(art: Art, cx: number, cy: number, r: number, ring: Hex): string {
  const glass = art.radial(
    [
      [0, '#3b4a6b'],
      [0.45, '#141a29'],
      [1, '#05070c'],
    ],
    0.4,
    0.4,
    0.6,
  );
  return (
    circle(cx, cy, r, {
      fill: art.linear(
        [
          [0, lighten(ring, 0.35)],
          [1, darken(ring, 0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    }) +
    circle(cx, cy, r * 0.8, { fill: '#0b0d12' }) +
    circle(cx, cy, r * 0.62, { fill: glass }) +
    circle(cx, cy, r * 0.22, { fill: '#1d2a4a' }) +
    circle(cx - r * 0.25, cy - r * 0.28, r * 0.14, { fill: '#ffffff', opacity: 0.75 })
  );
}

const flash = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, { fill: '#f4efe2', stroke: '#cfc8b6', 'stroke-width': r * 0.25 });

function cameraModule(art: Art, look: PhoneLook, x: number, y: number, w: number, h: number): string {
  const ring = look.frame;
  const bump = (mx: number, my: number, mw: number, mh: number, r: number) =>
    rect(mx, my, mw, mh, r, {
      fill: art.linear(
        [
          [0, lighten(look.body, 0.2)],
          [1, darken(look.body, 0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
      stroke: darken(look.body, 0.18),
      'stroke-width': 2,
    }) + rect(mx, my, mw, mh, r, { fill: art.sheen(0.3) });
  switch (look.camera) {
    case 'pro-triangle': {
      const s = w * 0.47;
      const mx = x + w * 0.07;
      const my = y + w * 0.07;
      const r = s * 0.2;
      return (
        bump(mx, my, s, s, s * 0.27) +
        lens(art, mx + s * 0.29, my + s * 0.28, r, ring) +
        lens(art, mx + s * 0.29, my + s * 0.72, r, ring) +
        lens(art, mx + s * 0.72, my + s * 0.5, r, ring) +
        flash(mx + s * 0.74, my + s * 0.17, s * 0.07) +
        circle(mx + s * 0.74, my + s * 0.83, s * 0.05, { fill: '#1f2937' })
      );
    }
    case 'dual-diagonal': {
      const s = w * 0.38;
      const mx = x + w * 0.08;
      const my = y + w * 0.08;
      return (
        bump(mx, my, s, s, s * 0.3) +
        lens(art, mx + s * 0.3, my + s * 0.3, s * 0.21, ring) +
        lens(art, mx + s * 0.7, my + s * 0.7, s * 0.21, ring) +
        flash(mx + s * 0.73, my + s * 0.27, s * 0.08)
      );
    }
    case 'single': {
      const r = w * 0.075;
      return (
        lens(art, x + w * 0.17, y + w * 0.17, r, ring) +
        flash(x + w * 0.17, y + w * 0.17 + r * 2.1, r * 0.4) +
        circle(x + w * 0.17, y + w * 0.17, r * 1.15, {
          fill: 'none',
          stroke: darken(look.body, 0.2),
          'stroke-width': 2,
        })
      );
    }
    case 'vertical-three': {
      const r = w * 0.085;
      let out = '';
      for (let i = 0; i < 3; i += 1) out += lens(art, x + w * 0.2, y + w * 0.2 + i * r * 2.5, r, ring);
      return out + flash(x + w * 0.2 + r * 1.9, y + w * 0.2, r * 0.32);
    }
    case 'pill-three': {
      const r = w * 0.075;
      const mx = x + w * 0.09;
      const my = y + w * 0.09;
      let out = bump(mx, my, r * 2.8, r * 8.2, r * 1.4);
      for (let i = 0; i < 3; i += 1) out += lens(art, mx + r * 1.4, my + r * 1.4 + i * r * 2.7, r, ring);
      return out + flash(mx + r * 4, my + r * 1.3, r * 0.35);
    }
    case 'visor': {
      const bh = w * 0.2;
      const by = y + h * 0.1;
      return (
        rect(x + 4, by, w - 8, bh, bh / 2, { fill: darken(look.frame, 0.55) }) +
        rect(x + 4, by, w - 8, bh, bh / 2, { fill: art.sheen(0.25) }) +
        lens(art, x + w * 0.28, by + bh / 2, bh * 0.36, ring) +
        lens(art, x + w * 0.5, by + bh / 2, bh * 0.36, ring) +
        flash(x + w * 0.72, by + bh / 2, bh * 0.12)
      );
    }
    case 'oval-island': {
      const bh = w * 0.22;
      const bw = w * 0.62;
      const bx = x + (w - bw) / 2;
      const by = y + h * 0.08;
      return (
        bump(bx, by, bw, bh, bh / 2) +
        lens(art, bx + bh * 0.55, by + bh / 2, bh * 0.34, ring) +
        lens(art, bx + bh * 1.45, by + bh / 2, bh * 0.34, ring) +
        flash(bx + bw - bh * 0.6, by + bh / 2, bh * 0.12)
      );
    }
    case 'rugged': {
      const s = w * 0.5;
      const mx = x + (w - s) / 2;
      const my = y + w * 0.12;
      const screw = (sx: number, sy: number) =>
        circle(sx, sy, 5, { fill: '#9ca3af', stroke: '#4b5563', 'stroke-width': 1.5 }) +
        path(`M${sx - 3} ${sy} L${sx + 3} ${sy}`, { stroke: '#374151', 'stroke-width': 1.5 });
      return (
        rect(mx, my, s, s, 16, { fill: '#1f2328', stroke: '#f97316', 'stroke-width': 4 }) +
        lens(art, mx + s * 0.3, my + s * 0.3, s * 0.17, ring) +
        lens(art, mx + s * 0.7, my + s * 0.3, s * 0.17, ring) +
        lens(art, mx + s * 0.3, my + s * 0.7, s * 0.17, ring) +
        flash(mx + s * 0.7, my + s * 0.7, s * 0.09) +
        screw(x + 22, y + h * 0.5) +
        screw(x + w - 22, y + h * 0.5) +
        screw(x + 22, y + h - 30) +
        screw(x + w - 22, y + h - 30)
      );
    }
  }
}

function bumpers(x: number, y: number, w: number, h: number, r: number): string {
  const fill = '#2b2f36';
  const s = r * 1.6;
  return (
    path(
      `M${x - 6} ${y + s} L${x - 6} ${y + r - 6} Q${x - 6} ${y - 6} ${x + r - 6} ${y - 6} L${x + s} ${y - 6} L${x + s} ${y + 8} L${x + 8} ${y + 8} L${x + 8} ${y + s}Z`,
      { fill },
    ) +
    path(
      `M${x + w + 6} ${y + s} L${x + w + 6} ${y + r - 6} Q${x + w + 6} ${y - 6} ${x + w - r + 6} ${y - 6} L${x + w - s} ${y - 6} L${x + w - s} ${y + 8} L${x + w - 8} ${y + 8} L${x + w - 8} ${y + s}Z`,
      { fill },
    ) +
    path(
      `M${x - 6} ${y + h - s} L${x - 6} ${y + h - r + 6} Q${x - 6} ${y + h + 6} ${x + r - 6} ${y + h + 6} L${x + s} ${y + h + 6} L${x + s} ${y + h - 8} L${x + 8} ${y + h - 8} L${x + 8} ${y + h - s}Z`,
      { fill },
    ) +
    path(
      `M${x + w + 6} ${y + h - s} L${x + w + 6} ${y + h - r + 6} Q${x + w + 6} ${y + h + 6} ${x + w - r + 6} ${y + h + 6} L${x + w - s} ${y + h + 6} L${x + w - s} ${y + h - 8} L${x + w - 8} ${y + h - 8} L${x + w - 8} ${y + h - s}Z`,
      { fill },
    )
  );
}

/** The metal band and side buttons of a phone, seen from the back or the front. */
function band(art: Art, frame: Hex, x: number, y: number, w: number, h: number, r: number): string {
  const metal = art.linear(
    [
      [0, lighten(frame, 0.35)],
      [0.5, frame],
      [1, darken(frame, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    rect(x - 3, y + h * 0.2, 6, h * 0.08, 2, { fill: darken(frame, 0.2) }) +
    rect(x + w - 3, y + h * 0.17, 6, h * 0.12, 2, { fill: darken(frame, 0.2) }) +
    rect(x, y, w, h, r, { fill: metal })
  );
}

function phoneBack(art: Art, look: PhoneLook, x: number, y: number): string {
  const { width: w, height: h, radius: r, body } = look;
  const inset = look.rugged ? 9 : 5;
  const panel = art.linear(
    [
      [0, lighten(body, look.finish === 'gloss' ? 0.22 : 0.1)],
      [1, darken(body, 0.1)],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    band(art, look.frame, x, y, w, h, r) +
    rect(x + inset, y + inset, w - inset * 2, h - inset * 2, r - inset, { fill: panel }) +
    (look.finish === 'gloss'
      ? rect(x + inset, y + inset, w - inset * 2, h - inset * 2, r - inset, { fill: art.sheen(0.28) })
      : '') +
    circle(x + w / 2, y + h * 0.52, w * 0.07, {
      fill: 'none',
      stroke: darken(body, 0.15),
      'stroke-width': 3,
      opacity: 0.6,
    }) +
    cameraModule(art, look, x + inset, y + inset, w - inset * 2, h - inset * 2) +
    (look.rugged ? bumpers(x, y, w, h, r) : '')
  );
}

function screenGlare(art: Art, x: number, y: number, w: number, h: number): string {
  return path(`M${x} ${y} L${x + w * 0.55} ${y} L${x} ${y + h * 0.45}Z`, {
    fill: art.linear(
      [
        [0, '#ffffff', 0.16],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    ),
  });
}

function phoneFront(art: Art, look: PhoneLook, x: number, y: number): string {
  const { width: w, height: h, radius: r } = look;
  const border = look.rugged ? 12 : 5;
  const bezel = look.front === 'home-button' ? w * 0.06 : w * 0.035;
  const top = look.front === 'home-button' ? h * 0.13 : bezel + border;
  const bottom = look.front === 'home-button' ? h * 0.13 : bezel + border;
  const sx = x + border + bezel;
  const sy = y + top;
  const sw = w - (border + bezel) * 2;
  const sh = h - top - bottom;
  const sr = look.front === 'home-button' ? 3 : Math.max(4, r - border - bezel);
  const clip = art.clip(rect(sx, sy, sw, sh, sr, {}));
  let out =
    band(art, look.frame, x, y, w, h, r) +
    rect(x + border, y + border, w - border * 2, h - border * 2, Math.max(4, r - border), {
      fill: '#0b0c10',
    }) +
    group(drawWallpaper(art, look.wallpaper, { x: sx, y: sy, w: sw, h: sh }), { 'clip-path': clip }) +
    lcdDigits('9:41', sx + sw / 2 - sw * 0.26, sy + sh * 0.14, sh * 0.075, '#ffffff');
  if (look.front === 'island')
    out += rect(x + w / 2 - w * 0.15, sy + sh * 0.022, w * 0.3, sh * 0.04, sh * 0.02, { fill: '#050505' });
  if (look.front === 'punch') out += circle(x + w / 2, sy + sh * 0.04, w * 0.03, { fill: '#050505' });
  if (look.front === 'home-button') {
    out +=
      rect(x + w / 2 - w * 0.12, y + h * 0.06, w * 0.24, h * 0.012, 3, { fill: '#3a3d44' }) +
      circle(x + w * 0.3, y + h * 0.066, w * 0.018, { fill: '#2a2f3a' }) +
      circle(x + w / 2, y + h - h * 0.065, w * 0.085, {
        fill: '#0b0c10',
        stroke: '#5b606b',
        'stroke-width': 3,
      });
  }
  out += screenGlare(art, sx, sy, sw, sh);
  if (look.rugged) out += bumpers(x, y, w, h, r);
  return out;
}

export function drawPhone(art: Art, look: PhoneLook): string {
  const { width: w, height: h } = look;
  const overlap = w * 0.28;
  const total = w * 2 - overlap;
  const backX = 400 - total / 2;
  const frontX = backX + w - overlap;
  const floor = 660;
  const backY = floor - h - 40;
  const frontY = floor - h;
  return (
    art.shadow(backX + w / 2, backY + h + 6, w * 0.62, 16, 0.25) +
    art.shadow(frontX + w / 2, frontY + h + 6, w * 0.66, 18, 0.35) +
    phoneBack(art, look, backX, backY) +
    phoneFront(art, look, frontX, frontY)
  );
}

export function drawFoldable(art: Art, look: FoldableLook): string {
  // Folded, from the back (left), and opened into a small tablet (right).
  const folded: PhoneLook = {
    kind: 'phone',
    body: look.body,
    frame: look.frame,
    width: 150,
    height: 410,
    radius: 26,
    camera: 'vertical-three',
    front: 'punch',
    wallpaper: look.wallpaper,
    finish: 'matte',
  };
  const ox = 300;
  const oy = 225;
  const ow = 390;
  const oh = 430;
  const r = 24;
  const clip = art.clip(rect(ox + 14, oy + 14, ow - 28, oh - 28, 12, {}));
  return (
    art.shadow(225, 636, 110, 14, 0.25) +
    art.shadow(ox + ow / 2, oy + oh + 6, ow * 0.58, 18, 0.35) +
    phoneBack(art, folded, 150, 226) +
    band(art, look.frame, ox, oy, ow, oh, r) +
    rect(ox + 5, oy + 5, ow - 10, oh - 10, r - 5, { fill: '#0b0c10' }) +
    group(drawWallpaper(art, look.wallpaper, { x: ox + 14, y: oy + 14, w: ow - 28, h: oh - 28 }), {
      'clip-path': clip,
    }) +
    // The crease down the middle catches the light.
    rect(ox + ow / 2 - 10, oy + 14, 20, oh - 28, 0, {
      fill: art.linear(
        [
          [0, '#000000', 0],
          [0.45, '#000000', 0.28],
          [0.55, '#ffffff', 0.22],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    circle(ox + ow * 0.75, oy + 34, 7, { fill: '#050505' }) +
    lcdDigits('9:41', ox + ow * 0.1, oy + 60, 40, '#ffffff') +
    screenGlare(art, ox + 14, oy + 14, ow - 28, oh - 28)
  );
}

export function drawFlipPhone(art: Art, look: FlipPhoneLook): string {
  const w = 230;
  const x = 400 - w / 2;
  const topY = 110;
  const topH = 250;
  const hingeY = topY + topH;
  const bottomY = hingeY + 26;
  const bottomH = 270;
  const shell = art.linear(
    [
      [0, lighten(look.body, 0.25)],
      [0.5, look.body],
      [1, darken(look.body, 0.25)],
    ],
    0,
    0,
    1,
    0,
  );
  const screen = { x: x + 28, y: topY + 52, w: w - 56, h: 150 };
  const clip = art.clip(rect(screen.x, screen.y, screen.w, screen.h, 6, {}));
  let keys = '';
  const keyW = 52;
  const keyH = 30;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const kx = x + 26 + col * (keyW + 14);
      const ky = bottomY + 104 + row * (keyH + 10);
      keys += rect(kx, ky, keyW, keyH, 12, {
        fill: art.linear([
          [0, lighten(look.keys, 0.3)],
          [1, darken(look.keys, 0.1)],
        ]),
        stroke: darken(look.keys, 0.3),
        'stroke-width': 1.5,
      });
      const label = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '0', '-'][row * 3 + col] ?? '';
      keys += lcdDigits(label, kx + keyW / 2 - 6, ky + 7, 16, darken(look.keys, 0.7));
    }
  }
  return (
    art.shadow(400, bottomY + bottomH + 4, 150, 18, 0.35) +
    // Top half: the screen and the earpiece.
    rect(x, topY, w, topH + 20, 34, { fill: shell }) +
    rect(x + 10, topY + 10, w - 20, topH, 26, { fill: darken(look.body, 0.55) }) +
    rect(x + w / 2 - 30, topY + 26, 60, 8, 4, { fill: '#1b1d22' }) +
    group(drawWallpaper(art, look.screen, screen), { 'clip-path': clip }) +
    lcdDigits('12:30', screen.x + 30, screen.y + 40, 40, '#ffffff') +
    screenGlare(art, screen.x, screen.y, screen.w, screen.h) +
    // Hinge.
    rect(x + 8, hingeY - 4, w - 16, 34, 17, {
      fill: art.linear([
        [0, lighten(look.body, 0.3)],
        [0.5, darken(look.body, 0.2)],
        [1, darken(look.body, 0.45)],
      ]),
    }) +
    // Bottom half: navigation pad, call keys and the number pad.
    rect(x, bottomY, w, bottomH, 30, { fill: shell }) +
    rect(x + 10, bottomY + 12, w - 20, bottomH - 24, 24, { fill: darken(look.body, 0.12) }) +
    circle(400, bottomY + 56, 34, {
      fill: lighten(look.keys, 0.15),
      stroke: darken(look.keys, 0.35),
      'stroke-width': 2,
    }) +
    circle(400, bottomY + 56, 13, { fill: darken(look.keys, 0.1) }) +
    rect(x + 24, bottomY + 40, 44, 30, 12, { fill: '#22c55e' }) +
    rect(x + w - 68, bottomY + 40, 44, 30, 12, { fill: '#ef4444' }) +
    keys
  );
}
