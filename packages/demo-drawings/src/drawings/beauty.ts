// Health and beauty: a serum dropper, a cream jar, a sunscreen tube, shampoo and conditioner
// bottles, an electric toothbrush, vitamin and fish-oil bottles, a thermometer and a blood pressure
// monitor.
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

export type CosmeticLook = {
  kind: 'cosmetic';
  pack: 'dropper' | 'jar' | 'tube' | 'flip-bottle' | 'pump-bottle';
  colour: Hex;
  /** The cap, collar or lid. */
  cap: Hex;
  label: Hex;
};
export type ToothbrushLook = { kind: 'toothbrush'; body: Hex; accent: Hex };
export type SupplementLook = {
  kind: 'supplement';
  bottle: Hex;
  cap: Hex;
  label: Hex;
  pill: 'tablet' | 'softgel';
  pillColour: Hex;
};
export type MedicalLook = {
  kind: 'medical';
  device: 'thermometer' | 'blood-pressure';
  body: Hex;
  accent: Hex;
};

const across = (art: Art, colour: Hex, light = 0.3, dark = 0.3) =>
  art.linear(
    [
      [0, darken(colour, dark * 0.5)],
      [0.28, lighten(colour, light)],
      [0.6, colour],
      [1, darken(colour, dark)],
    ],
    0,
    0,
    1,
    0,
  );

const glint = (x: number, y: number, h: number) => rect(x, y, 12, h, 6, { fill: '#ffffff', opacity: 0.45 });

const printLines = (x: number, y: number, w: number, colour: string, count = 3) => {
  let out = '';
  for (let i = 0; i < count; i += 1)
    out += rect(x + (i ? w * 0.15 : 0), y + i * 15, i ? w * 0.7 : w, 7, 3.5, {
      fill: colour,
      opacity: i ? 0.55 : 0.9,
    });
  return out;
};

/** A drop: the emblem of serums and oils. */
const drop = (x: number, y: number, r: number, fill: string) =>
  path(
    `M${x} ${y - r * 1.6} C${x + r * 0.4} ${y - r * 0.9} ${x + r} ${y - r * 0.4} ${x + r} ${y + r * 0.2} A${r} ${r} 0 0 1 ${x - r} ${y + r * 0.2} C${x - r} ${y - r * 0.4} ${x - r * 0.4} ${y - r * 0.9} ${x} ${y - r * 1.6}Z`,
    { fill },
  );

export function drawCosmetic(art: Art, look: CosmeticLook): string {
  const { colour, cap, label } = look;
  switch (look.pack) {
    case 'dropper':
      return (
        art.shadow(400, 646, 150, 18, 0.35) +
        // Tinted glass with the serum inside and the pipette through it.
        rect(318, 330, 164, 310, 34, { fill: across(art, colour, 0.35, 0.35), opacity: 0.92 }) +
        rect(326, 420, 148, 212, 28, { fill: darken(colour, 0.15), opacity: 0.6 }) +
        rect(392, 250, 16, 340, 8, { fill: '#ffffff', opacity: 0.35 }) +
        rect(340, 470, 120, 110, 6, { fill: label }) +
        drop(400, 510, 14, colour) +
        printLines(360, 540, 80, darken(colour, 0.4), 2) +
        glint(334, 350, 240) +
        // Collar and rubber bulb.
        rect(352, 262, 96, 80, 10, { fill: across(art, cap, 0.4, 0.4) }) +
        rect(372, 150, 56, 124, 28, { fill: across(art, darken(cap, 0.2), 0.25, 0.4) }) +
        rect(352, 262, 96, 12, 6, { fill: lighten(cap, 0.3), opacity: 0.6 })
      );
    case 'jar': {
      let slice = '';
      for (let i = 0; i < 8; i += 1) {
        const a = (i / 8) * Math.PI * 2;
        slice += path(`M575 590 L${575 + Math.cos(a) * 52} ${590 + Math.sin(a) * 52}`, {
          stroke: '#fff7d6',
          'stroke-width': 4,
        });
      }
      return (
        art.shadow(390, 652, 230, 20, 0.35) +
        rect(230, 420, 300, 225, 44, { fill: across(art, lighten(colour, 0.6), 0.4, 0.25) }) +
        rect(250, 470, 260, 120, 10, { fill: label }) +
        circle(380, 530, 32, { fill: colour }) +
        circle(380, 530, 20, { fill: lighten(colour, 0.5) }) +
        printLines(428, 505, 64, darken(label, 0.5)) +
        rect(220, 336, 320, 98, 24, { fill: across(art, cap, 0.35, 0.35) }) +
        rect(220, 410, 320, 12, 6, { fill: darken(cap, 0.2) }) +
        glint(246, 440, 180) +
        // An orange slice for the vitamin C.
        circle(575, 590, 62, { fill: '#f59e0b' }) +
        circle(575, 590, 54, { fill: '#fdba74' }) +
        slice +
        circle(575, 590, 8, { fill: '#fff7d6' })
      );
    }
    case 'tube': {
      // Standing on its cap; the crimped end at the top.
      const body = 'M292 196 L508 196 L468 560 Q400 576 332 560Z';
      let rays = '';
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        rays += path(
          `M${400 + Math.cos(a) * 40} ${330 + Math.sin(a) * 40} L${400 + Math.cos(a) * 56} ${330 + Math.sin(a) * 56}`,
          {
            stroke: colour,
            'stroke-width': 7,
            'stroke-linecap': 'round',
          },
        );
      }
      return (
        art.shadow(400, 652, 130, 18, 0.35) +
        path(body, { fill: across(art, label, 0.3, 0.25) }) +
        path('M310 400 L490 400 L476 520 Q400 534 324 520Z', { fill: colour }) +
        circle(400, 330, 30, { fill: colour }) +
        rays +
        printLines(350, 430, 100, '#ffffff', 3) +
        rect(284, 176, 232, 30, 4, { fill: darken(label, 0.12) }) +
        path('M296 186 L504 186', {
          stroke: darken(label, 0.3),
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        }) +
        rect(340, 560, 120, 84, 14, { fill: across(art, cap, 0.3, 0.35) }) +
        glint(318, 220, 300)
      );
    }
    case 'flip-bottle':
      return (
        art.shadow(400, 652, 150, 18, 0.35) +
        path(
          'M316 260 Q316 216 360 210 L440 210 Q484 216 484 260 L488 600 Q488 640 448 640 L352 640 Q312 640 312 600Z',
          {
            fill: across(art, colour, 0.3, 0.35),
          },
        ) +
        rect(350, 150, 100, 70, 16, { fill: across(art, cap, 0.3, 0.35) }) +
        rect(372, 140, 56, 20, 8, { fill: darken(cap, 0.2) }) +
        rect(330, 360, 140, 200, 10, { fill: label }) +
        drop(400, 420, 20, colour) +
        printLines(350, 470, 100, darken(colour, 0.3)) +
        glint(328, 250, 330)
      );
    case 'pump-bottle':
      return (
        art.shadow(400, 652, 150, 18, 0.35) +
        path(
          'M300 330 Q300 290 350 286 L450 286 Q500 290 500 330 L500 610 Q500 642 466 642 L334 642 Q300 642 300 610Z',
          {
            fill: across(art, colour, 0.3, 0.35),
          },
        ) +
        // Pump: collar, stem, head and nozzle.
        rect(360, 250, 80, 44, 10, { fill: across(art, cap, 0.3, 0.35) }) +
        rect(388, 190, 24, 64, 4, { fill: across(art, cap, 0.3, 0.35) }) +
        rect(356, 166, 88, 34, 10, { fill: across(art, cap, 0.3, 0.35) }) +
        path('M440 176 L506 176 Q516 178 516 190 L504 190 L440 194Z', { fill: darken(cap, 0.1) }) +
        rect(320, 400, 160, 190, 10, { fill: label }) +
        drop(400, 460, 20, colour) +
        printLines(345, 510, 110, darken(colour, 0.3)) +
        glint(316, 330, 260)
      );
  }
}

export function drawToothbrush(art: Art, look: ToothbrushLook): string {
  let bristles = '';
  for (let row = 0; row < 6; row += 1) {
    bristles += rect(412, 120 + row * 14, 30, 10, 4, { fill: row % 2 ? '#ffffff' : look.accent });
  }
  return (
    art.shadow(400, 654, 160, 18, 0.35) +
    // Charging stand.
    ellipse(400, 630, 120, 26, { fill: darken(look.body, 0.15) }) +
    rect(280, 590, 240, 42, 20, { fill: across(art, look.body, 0.25, 0.3) }) +
    ellipse(400, 592, 120, 22, { fill: lighten(look.body, 0.1) }) +
    // Handle, neck, head.
    path('M352 600 L346 330 Q346 280 376 262 L392 200 L408 200 L424 262 Q454 280 454 330 L448 600Z', {
      fill: across(art, look.body, 0.35, 0.3),
    }) +
    rect(388, 110, 24, 110, 12, { fill: across(art, look.body, 0.3, 0.3) }) +
    bristles +
    rect(376, 360, 48, 120, 24, { fill: look.accent }) +
    circle(400, 400, 14, { fill: lighten(look.accent, 0.6) }) +
    circle(400, 448, 5, { fill: '#22c55e' }) +
    glint(362, 300, 280)
  );
}

export function drawSupplement(art: Art, look: SupplementLook): string {
  let pills = '';
  const spots = [
    [220, 630, 20],
    [262, 650, -30],
    [540, 636, 60],
    [586, 650, 10],
    [600, 620, -40],
  ] as const;
  for (const [x, y, angle] of spots) {
    pills +=
      look.pill === 'tablet'
        ? group(
            ellipse(0, 0, 26, 13, {
              fill: look.pillColour,
              stroke: darken(look.pillColour, 0.15),
              'stroke-width': 2,
            }) + path('M-18 0 L18 0', { stroke: darken(look.pillColour, 0.2), 'stroke-width': 2 }),
            { transform: `translate(${x} ${y}) rotate(${angle})` },
          )
        : group(
            ellipse(0, 0, 30, 16, { fill: look.pillColour, opacity: 0.85 }) +
              ellipse(-8, -5, 12, 5, { fill: '#ffffff', opacity: 0.6 }),
            { transform: `translate(${x} ${y}) rotate(${angle})` },
          );
  }
  let ridges = '';
  for (let x = 318; x < 482; x += 12) ridges += rect(x, 196, 5, 76, 2, { fill: darken(look.cap, 0.2) });
  return (
    art.shadow(400, 650, 220, 20, 0.35) +
    path(
      'M296 300 Q296 270 330 266 L470 266 Q504 270 504 300 L504 610 Q504 642 470 642 L330 642 Q296 642 296 610Z',
      {
        fill: across(art, look.bottle, 0.3, 0.35),
      },
    ) +
    rect(306, 190, 188, 88, 14, { fill: across(art, look.cap, 0.3, 0.3) }) +
    ridges +
    rect(296, 360, 208, 200, 4, { fill: look.label }) +
    rect(296, 360, 208, 40, 4, { fill: darken(look.label, 0.2) }) +
    (look.pill === 'tablet'
      ? ellipse(400, 460, 34, 17, { fill: look.pillColour, stroke: '#ffffff', 'stroke-width': 3 })
      : ellipse(400, 460, 36, 20, { fill: look.pillColour, stroke: '#ffffff', 'stroke-width': 3 })) +
    printLines(340, 500, 120, '#ffffff', 3) +
    glint(312, 290, 320) +
    pills
  );
}

export function drawMedical(art: Art, look: MedicalLook): string {
  if (look.device === 'thermometer') {
    return (
      art.shadow(400, 610, 300, 20, 0.3) +
      group(
        // Body, probe tip, display and button.
        path('M-260 -40 Q-290 -40 -290 0 Q-290 40 -260 40 L120 24 L230 10 Q250 0 230 -10 L120 -24Z', {
          fill: art.linear([
            [0, lighten(look.body, 0.4)],
            [0.5, look.body],
            [1, darken(look.body, 0.25)],
          ]),
        }) +
          rect(230, -8, 60, 16, 8, {
            fill: art.linear([
              [0, '#f3f4f6'],
              [1, '#9ca3af'],
            ]),
          }) +
          rect(-230, -26, 170, 52, 8, {
            fill: '#b9d3c0',
            stroke: darken(look.body, 0.3),
            'stroke-width': 3,
          }) +
          lcdDigits('36.8', -215, -17, 34, '#1f2937') +
          circle(-20, 0, 16, { fill: look.accent }) +
          circle(-20, 0, 9, { fill: lighten(look.accent, 0.3) }) +
          rect(-250, -34, 470, 8, 4, { fill: '#ffffff', opacity: 0.6 }),
        { transform: 'translate(400 440) rotate(-24) scale(1.25)' },
      )
    );
  }
  // Blood pressure monitor: the unit with its LCD, the cuff and the tube between them.
  return (
    art.shadow(420, 640, 280, 22, 0.33) +
    // Cuff lying behind, rolled.
    rect(130, 470, 300, 150, 40, {
      fill: art.linear([
        [0, lighten(look.accent, 0.2)],
        [1, darken(look.accent, 0.25)],
      ]),
    }) +
    rect(150, 490, 260, 110, 26, {
      fill: 'none',
      stroke: lighten(look.accent, 0.35),
      'stroke-width': 3,
      'stroke-dasharray': '8 6',
    }) +
    ellipse(150, 545, 26, 75, { fill: darken(look.accent, 0.3) }) +
    path('M300 470 C300 380 380 380 420 420', {
      fill: 'none',
      stroke: '#4b5563',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    // The unit.
    rect(370, 270, 300, 360, 40, {
      fill: art.linear([
        [0, lighten(look.body, 0.3)],
        [1, darken(look.body, 0.12)],
      ]),
    }) +
    rect(396, 300, 248, 190, 16, { fill: '#1f2937' }) +
    rect(408, 312, 224, 166, 10, { fill: '#c7dccd' }) +
    lcdDigits('120', 430, 330, 56, '#1f2937') +
    lcdDigits('80', 466, 402, 56, '#1f2937') +
    path(
      'M600 350 C600 336 618 336 618 350 C618 336 636 336 636 350 C636 364 618 374 618 378 C618 374 600 364 600 350Z',
      {
        fill: '#dc2626',
        transform: 'translate(-10 0)',
      },
    ) +
    circle(520, 560, 38, { fill: look.accent }) +
    circle(520, 560, 28, { fill: lighten(look.accent, 0.25) }) +
    rect(420, 546, 50, 28, 10, { fill: darken(look.body, 0.15) }) +
    rect(570, 546, 50, 28, 10, { fill: darken(look.body, 0.15) })
  );
}
