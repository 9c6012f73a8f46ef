// Electronics: headphones, earbuds in their case, televisions, a speaker, cameras, watches and a
// games console, each with its own colours and proportions.
import { lens } from './phones.js';
import { drawWallpaper, type Wallpaper } from './screens.js';
import {
  circle,
  darken,
  ellipse,
  group,
  lcdDigits,
  lighten,
  path,
  rect,
  type Art,
  type Hex,
} from './svg-kit.js';

export type HeadphonesLook = { kind: 'headphones'; body: Hex; cushion: Hex; accent: Hex };
export type EarbudsLook = { kind: 'earbuds'; body: Hex; tip: Hex };
export type TvLook = {
  kind: 'tv';
  /** Screen width in px (the canvas is 800). */
  width: number;
  stand: 'feet' | 'pedestal';
  frame: Hex;
  wallpaper: Wallpaper;
};
export type SpeakerLook = { kind: 'speaker'; body: Hex; caps: Hex; strap: Hex };
export type CameraLook = {
  kind: 'camera';
  style: 'mirrorless' | 'compact';
  body: Hex;
  trim: Hex;
};
export type WatchLook = {
  kind: 'watch';
  style: 'smartwatch' | 'band';
  case: Hex;
  strap: Hex;
  face: Hex;
};
export type ConsoleLook = { kind: 'console'; body: Hex; core: Hex; controller: Hex };

const vertical = (art: Art, colour: Hex, light = 0.25, dark = 0.25) =>
  art.linear([
    [0, lighten(colour, light)],
    [1, darken(colour, dark)],
  ]);
const horizontal = (art: Art, colour: Hex, light = 0.25, dark = 0.25) =>
  art.linear(
    [
      [0, lighten(colour, light)],
      [0.5, colour],
      [1, darken(colour, dark)],
    ],
    0,
    0,
    1,
    0,
  );

export function drawHeadphones(art: Art, look: HeadphonesLook): string {
  const band = path('M235 470 C235 150 565 150 565 470', {
    fill: 'none',
    stroke: look.body,
    'stroke-width': 40,
    'stroke-linecap': 'round',
  });
  const bandPad = path('M262 330 C290 200 510 200 538 330', {
    fill: 'none',
    stroke: darken(look.cushion, 0.1),
    'stroke-width': 26,
    'stroke-linecap': 'round',
  });
  const bandShine = path('M245 380 C250 190 400 175 470 195', {
    fill: 'none',
    stroke: '#ffffff',
    'stroke-opacity': 0.3,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  });
  const cup = (cx: number, side: 1 | -1) =>
    rect(cx - 22 * side - 12, 390, 24, 70, 10, { fill: darken(look.body, 0.25) }) +
    ellipse(cx + 14 * side, 500, 62, 108, { fill: darken(look.cushion, 0.2) }) +
    ellipse(cx, 500, 80, 118, { fill: horizontal(art, look.body, 0.3, 0.3) }) +
    ellipse(cx, 500, 80, 118, { fill: art.sheen(0.25) }) +
    ellipse(cx, 500, 52, 80, { fill: 'none', stroke: look.accent, 'stroke-width': 5, opacity: 0.9 }) +
    ellipse(cx, 500, 20, 32, { fill: darken(look.body, 0.12) });
  return art.shadow(400, 640, 250, 24, 0.3) + band + bandPad + bandShine + cup(230, -1) + cup(570, 1);
}

export function drawEarbuds(art: Art, look: EarbudsLook): string {
  const bud = (x: number, flip: 1 | -1) =>
    group(
      rect(x - 17, 380, 34, 150, 17, { fill: horizontal(art, look.body, 0.3, 0.2) }) +
        circle(x + 6 * flip, 385, 52, { fill: horizontal(art, look.body, 0.35, 0.2) }) +
        ellipse(x + 30 * flip, 372, 30, 34, { fill: look.tip }) +
        ellipse(x + 34 * flip, 366, 14, 16, { fill: darken(look.tip, 0.25) }) +
        rect(x - 9, 470, 18, 34, 9, { fill: darken(look.body, 0.12) }) +
        circle(x - 10 * flip, 372, 9, { fill: '#1f2937', opacity: 0.8 }),
      { transform: `rotate(${flip * 12} ${x} 450)` },
    );
  const caseBody = rect(230, 470, 340, 175, 84, { fill: vertical(art, look.body, 0.3, 0.2) });
  const lid = path('M236 478 C236 330 564 330 564 478Z', {
    fill: vertical(art, darken(look.body, 0.06), 0.15, 0.25),
  });
  return (
    art.shadow(400, 650, 230, 22, 0.35) +
    lid +
    path('M256 474 C256 372 544 372 544 474Z', { fill: darken(look.body, 0.22) }) +
    bud(340, -1) +
    bud(460, 1) +
    caseBody +
    rect(230, 470, 340, 14, 7, { fill: darken(look.body, 0.12) }) +
    rect(230, 470, 340, 175, 84, { fill: art.sheen(0.3) }) +
    circle(400, 600, 7, { fill: '#22c55e' })
  );
}

export function drawTv(art: Art, look: TvLook): string {
  const w = look.width;
  const h = w * 0.5625;
  const x = 400 - w / 2;
  const y = 390 - h / 2 - 30;
  const border = look.stand === 'pedestal' ? 6 : 10;
  const screen = { x: x + border, y: y + border, w: w - border * 2, h: h - border * 2 };
  const clip = art.clip(rect(screen.x, screen.y, screen.w, screen.h, 2, {}));
  const bottom = y + h;
  let stand = '';
  if (look.stand === 'feet') {
    const foot = (fx: number, lean: number) =>
      path(
        `M${fx} ${bottom - 4} L${fx + lean} ${bottom + 70} L${fx + lean + 26 * Math.sign(lean)} ${bottom + 70} L${fx + 10 * Math.sign(lean)} ${bottom - 4}Z`,
        {
          fill: horizontal(art, darken(look.frame, 0.1), 0.2, 0.3),
        },
      );
    stand =
      art.shadow(x + w * 0.12, bottom + 74, 70, 10, 0.35) +
      art.shadow(x + w * 0.88, bottom + 74, 70, 10, 0.35);
    stand += foot(x + w * 0.14, -36) + foot(x + w * 0.86, 36);
  } else {
    stand =
      art.shadow(400, bottom + 50, 250, 16, 0.35) +
      rect(400 - 40, bottom - 4, 80, 34, 4, { fill: horizontal(art, look.frame, 0.2, 0.4) }) +
      path(
        `M${400 - 210} ${bottom + 48} L${400 - 190} ${bottom + 28} L${400 + 190} ${bottom + 28} L${400 + 210} ${bottom + 48}Z`,
        {
          fill: vertical(art, look.frame, 0.35, 0.2),
        },
      ) +
      rect(400 - 210, bottom + 46, 420, 8, 3, { fill: darken(look.frame, 0.35) });
  }
  return (
    stand +
    rect(x, y, w, h, 8, { fill: horizontal(art, look.frame, 0.25, 0.3) }) +
    rect(x + 3, y + 3, w - 6, h - 6, 6, { fill: '#07080b' }) +
    group(drawWallpaper(art, look.wallpaper, screen), { 'clip-path': clip }) +
    path(
      `M${screen.x} ${screen.y} L${screen.x + screen.w * 0.42} ${screen.y} L${screen.x + screen.w * 0.18} ${screen.y + screen.h} L${screen.x} ${screen.y + screen.h}Z`,
      {
        fill: art.linear(
          [
            [0, '#ffffff', 0.12],
            [1, '#ffffff', 0.02],
          ],
          0,
          0,
          1,
          0,
        ),
      },
    ) +
    circle(400, bottom - border / 2, 2.5, { fill: '#ef4444', opacity: 0.8 })
  );
}

export function drawSpeaker(art: Art, look: SpeakerLook): string {
  // A rugged cylinder standing up: fabric mesh, rubber caps, a strap and big volume buttons.
  const x = 290;
  const w = 220;
  const top = 170;
  const bottom = 620;
  let mesh = '';
  for (let row = 0; row < 26; row += 1) {
    for (let col = 0; col < 14; col += 1) {
      const u = (col + 0.5 + (row % 2) * 0.5) / 14.5;
      // Dots bunch up towards the cylinder's edges.
      const px = 400 + Math.sin((u - 0.5) * Math.PI) * (w / 2 - 14);
      const size = 3.6 * Math.cos((u - 0.5) * Math.PI) + 0.6;
      mesh += circle(px, top + 50 + row * 15.4, size, { fill: darken(look.body, 0.35), opacity: 0.85 });
    }
  }
  return (
    art.shadow(400, bottom + 8, 150, 20, 0.38) +
    path(`M${x + w - 10} 230 C${x + w + 70} 250 ${x + w + 70} 420 ${x + w - 10} 440`, {
      fill: 'none',
      stroke: look.strap,
      'stroke-width': 18,
      'stroke-linecap': 'round',
    }) +
    rect(x, top, w, bottom - top, 60, { fill: horizontal(art, look.body, 0.3, 0.35) }) +
    mesh +
    rect(x - 4, top - 10, w + 8, 62, 30, { fill: horizontal(art, look.caps, 0.2, 0.4) }) +
    ellipse(400, top - 2, w / 2 - 6, 22, { fill: lighten(look.caps, 0.12) }) +
    path(`M${400 - 40} ${top - 2} L${400 - 18} ${top - 2}`, {
      stroke: darken(look.caps, 0.5),
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    path(`M${400 + 18} ${top - 2} L${400 + 40} ${top - 2} M${400 + 29} ${top - 13} L${400 + 29} ${top + 9}`, {
      stroke: darken(look.caps, 0.5),
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    rect(x - 4, bottom - 52, w + 8, 62, 30, { fill: horizontal(art, look.caps, 0.2, 0.4) }) +
    rect(x, top, w, bottom - top, 60, { fill: art.sheen(0.2) })
  );
}

export function drawCamera(art: Art, look: CameraLook): string {
  if (look.style === 'mirrorless') {
    const body = horizontal(art, look.body, 0.2, 0.3);
    return (
      art.shadow(400, 590, 270, 22, 0.38) +
      // Viewfinder hump, body, grip.
      path('M330 250 L350 190 L450 190 L470 250Z', { fill: body }) +
      rect(395, 205, 22, 10, 3, { fill: darken(look.body, 0.4) }) +
      rect(160, 240, 480, 330, 40, { fill: body }) +
      rect(160, 240, 480, 330, 40, { fill: art.sheen(0.18) }) +
      rect(160, 300, 480, 220, 0, { fill: look.trim, opacity: 0.95 }) +
      rect(160, 300, 480, 220, 0, {
        fill: art.linear([
          [0, '#000000', 0],
          [1, '#000000', 0.25],
        ]),
      }) +
      rect(548, 240, 92, 330, 36, { fill: darken(look.body, 0.15) }) +
      rect(200, 222, 70, 26, 6, { fill: darken(look.body, 0.2) }) +
      rect(540, 222, 60, 26, 6, { fill: darken(look.body, 0.2) }) +
      circle(575, 232, 14, { fill: lighten(look.body, 0.25) }) +
      // A big lens: mount ring, zoom ring, glass.
      circle(380, 410, 150, { fill: darken(look.body, 0.3) }) +
      circle(380, 410, 140, { fill: horizontal(art, lighten(look.body, 0.1), 0.25, 0.4) }) +
      circle(380, 410, 120, {
        fill: 'none',
        stroke: darken(look.body, 0.5),
        'stroke-width': 14,
        'stroke-dasharray': '4 5',
      }) +
      circle(380, 410, 102, { fill: darken(look.body, 0.45) }) +
      lens(art, 380, 410, 92, look.body) +
      circle(200, 280, 10, { fill: '#ef4444' })
    );
  }
  // Compact: a small silver body with a zoom lens extended.
  return (
    art.shadow(400, 555, 230, 20, 0.38) +
    rect(190, 270, 420, 250, 34, { fill: horizontal(art, look.body, 0.35, 0.3) }) +
    rect(190, 270, 420, 250, 34, { fill: art.sheen(0.3) }) +
    rect(190, 340, 420, 130, 0, { fill: look.trim, opacity: 0.85 }) +
    rect(510, 255, 70, 20, 8, { fill: darken(look.body, 0.2) }) +
    rect(235, 295, 70, 38, 6, { fill: '#e5e7eb', stroke: darken(look.body, 0.3), 'stroke-width': 2 }) +
    circle(400, 400, 116, { fill: darken(look.body, 0.25) }) +
    circle(400, 400, 104, { fill: horizontal(art, look.body, 0.4, 0.35) }) +
    circle(400, 400, 84, { fill: horizontal(art, darken(look.body, 0.05), 0.3, 0.4) }) +
    circle(400, 400, 66, { fill: darken(look.body, 0.5) }) +
    lens(art, 400, 400, 58, look.body) +
    circle(555, 310, 9, { fill: '#f59e0b' })
  );
}

export function drawWatch(art: Art, look: WatchLook): string {
  if (look.style === 'smartwatch') {
    const strap = vertical(art, look.strap, 0.15, 0.2);
    let ticks = '';
    const ring = (r: number, colour: string, fraction: number) =>
      circle(400, 400, r, {
        fill: 'none',
        stroke: colour,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${2 * Math.PI * r * fraction} 2000`,
        transform: 'rotate(-90 400 400)',
      }) + circle(400, 400, r, { fill: 'none', stroke: colour, 'stroke-width': 14, opacity: 0.2 });
    for (let i = 0; i < 12; i += 1) {
      const a = (i / 12) * Math.PI * 2;
      ticks += circle(400 + Math.cos(a) * 112, 400 + Math.sin(a) * 112, 3, { fill: '#9ca3af' });
    }
    return (
      art.shadow(400, 690, 150, 18, 0.3) +
      path('M330 120 L470 120 L455 300 L345 300Z', { fill: strap }) +
      path('M345 500 L455 500 L470 680 L330 680Z', { fill: strap }) +
      rect(340, 150, 120, 10, 4, { fill: darken(look.strap, 0.2), opacity: 0.5 }) +
      rect(340, 630, 120, 10, 4, { fill: darken(look.strap, 0.2), opacity: 0.5 }) +
      circle(400, 580, 7, { fill: darken(look.strap, 0.35) }) +
      circle(400, 610, 7, { fill: darken(look.strap, 0.35) }) +
      rect(548, 370, 26, 60, 8, { fill: horizontal(art, look.case, 0.3, 0.3) }) +
      circle(400, 400, 160, { fill: horizontal(art, look.case, 0.4, 0.35) }) +
      circle(400, 400, 146, { fill: '#07080b' }) +
      circle(400, 400, 128, { fill: look.face }) +
      ticks +
      ring(92, '#f43f5e', 0.78) +
      ring(72, '#a3e635', 0.55) +
      ring(52, '#22d3ee', 0.9) +
      lcdDigits('10:09', 362, 385, 28, '#ffffff') +
      path('M270 300 A160 160 0 0 1 400 240', {
        stroke: '#ffffff',
        'stroke-width': 6,
        'stroke-opacity': 0.35,
        fill: 'none',
        'stroke-linecap': 'round',
      })
    );
  }
  // A slim fitness band: a long, narrow display on a soft, tapering strap with its holes.
  const strap = vertical(art, look.strap, 0.2, 0.25);
  let steps = '';
  for (let i = 0; i < 6; i += 1) {
    const barH = 12 + ((i * 17) % 36);
    steps += rect(374 + i * 9, 478 - barH, 5, barH, 2, { fill: '#34d399' });
  }
  let holes = '';
  for (let i = 0; i < 5; i += 1) holes += circle(400, 560 + i * 26, 5, { fill: darken(look.strap, 0.4) });
  return (
    art.shadow(400, 712, 110, 16, 0.3) +
    path('M360 90 C356 180 352 240 350 300 L450 300 C448 240 444 180 440 90Z', { fill: strap }) +
    path('M350 500 L450 500 C448 580 444 640 436 700 L364 700 C356 640 352 580 350 500Z', { fill: strap }) +
    rect(364, 120, 72, 22, 6, { fill: 'none', stroke: darken(look.strap, 0.3), 'stroke-width': 6 }) +
    holes +
    rect(345, 230, 110, 340, 55, { fill: horizontal(art, look.case, 0.35, 0.3) }) +
    rect(356, 242, 88, 316, 44, { fill: '#07080b' }) +
    rect(364, 262, 72, 276, 36, { fill: look.face }) +
    lcdDigits('08', 380, 290, 36, '#ffffff') +
    lcdDigits('42', 380, 338, 36, '#ffffff') +
    circle(400, 404, 6, { fill: '#f43f5e' }) +
    steps +
    rect(364, 262, 72, 276, 36, { fill: art.sheen(0.3) })
  );
}

export function drawConsole(art: Art, look: ConsoleLook): string {
  const tower = (x: number, flip: 1 | -1) =>
    path(
      flip === 1
        ? `M${x} 150 C${x + 60} 140 ${x + 90} 160 ${x + 100} 190 L${x + 100} 560 C${x + 80} 590 ${x + 40} 600 ${x} 600Z`
        : `M${x} 150 C${x - 60} 140 ${x - 90} 160 ${x - 100} 190 L${x - 100} 560 C${x - 80} 590 ${x - 40} 600 ${x} 600Z`,
      { fill: horizontal(art, look.body, 0.2, 0.2) },
    );
  const controller =
    path(
      'M300 520 C260 520 215 590 225 660 C232 705 280 705 300 670 L330 630 L470 630 L500 670 C520 705 568 705 575 660 C585 590 540 520 500 520Z',
      { fill: horizontal(art, look.controller, 0.3, 0.3) },
    ) +
    path('M300 520 C330 505 470 505 500 520 L480 560 L320 560Z', { fill: darken(look.controller, 0.12) }) +
    circle(330, 585, 24, { fill: darken(look.controller, 0.45) }) +
    circle(330, 585, 15, { fill: darken(look.controller, 0.25) }) +
    circle(450, 610, 22, { fill: darken(look.controller, 0.45) }) +
    circle(450, 610, 13, { fill: darken(look.controller, 0.25) }) +
    circle(500, 560, 8, { fill: '#22c55e' }) +
    circle(520, 578, 8, { fill: '#ef4444' }) +
    circle(480, 578, 8, { fill: '#3b82f6' }) +
    circle(500, 596, 8, { fill: '#eab308' }) +
    path('M365 595 L385 595 M375 585 L375 605', {
      stroke: darken(look.controller, 0.5),
      'stroke-width': 7,
      'stroke-linecap': 'round',
    });
  return (
    art.shadow(330, 612, 150, 18, 0.35) +
    art.shadow(490, 706, 190, 16, 0.32) +
    group(
      rect(340, 160, 120, 440, 16, { fill: horizontal(art, look.core, 0.15, 0.35) }) +
        rect(392, 190, 16, 380, 8, { fill: '#38bdf8', opacity: 0.6 }) +
        tower(340, -1) +
        tower(460, 1),
      { transform: 'translate(-70 0)' },
    ) +
    group(controller, {
      transform: 'translate(90 0)',
      stroke: darken(look.controller, 0.3),
      'stroke-width': 1.5,
    })
  );
}
