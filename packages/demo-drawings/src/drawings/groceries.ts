// Groceries: coffee in a pouch and in a tin, paper sacks of oats and flour, bottles of oil, vinegar
// and milk, a jar of honey, and crates of carrots and apples.
import {
  circle,
  darken,
  ellipse,
  group,
  lighten,
  path,
  polygon,
  rect,
  type Art,
  type Hex,
} from './svg-kit.js';

export type CoffeeLook = { kind: 'coffee'; pack: 'pouch' | 'tin'; colour: Hex; label: Hex };
export type SackLook = { kind: 'sack'; contents: 'oats' | 'flour'; paper: Hex; label: Hex };
export type BottleLook = {
  kind: 'bottle';
  contents: 'olive-oil' | 'balsamic' | 'milk';
  glass: Hex;
  label: Hex;
};
export type HoneyLook = { kind: 'honey'; honey: Hex; cover: Hex };
export type CrateLook = { kind: 'crate'; contents: 'carrots' | 'apples'; wood: Hex; colours: readonly Hex[] };

const vertical = (art: Art, colour: Hex, light = 0.2, dark = 0.25) =>
  art.linear([
    [0, lighten(colour, light)],
    [1, darken(colour, dark)],
  ]);
const across = (art: Art, colour: Hex, light = 0.25, dark = 0.3) =>
  art.linear(
    [
      [0, darken(colour, dark * 0.6)],
      [0.3, lighten(colour, light)],
      [0.65, colour],
      [1, darken(colour, dark)],
    ],
    0,
    0,
    1,
    0,
  );

function bean(x: number, y: number, angle: number, colour: Hex): string {
  return group(
    ellipse(0, 0, 16, 11, { fill: colour }) +
      path('M-12 -2 C-4 4 4 -4 12 2', { fill: 'none', stroke: darken(colour, 0.5), 'stroke-width': 2.5 }) +
      ellipse(-5, -5, 5, 2.5, { fill: '#ffffff', opacity: 0.25 }),
    { transform: `translate(${x} ${y}) rotate(${angle})` },
  );
}

const beanEmblem = (x: number, y: number, colour: string) =>
  ellipse(x, y, 26, 36, { fill: colour }) +
  path(`M${x} ${y - 32} C${x - 14} ${y - 10} ${x + 14} ${y + 10} ${x} ${y + 32}`, {
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 4,
    opacity: 0.8,
  });

/** Text stands in for lines of print on a label. */
const printLines = (x: number, y: number, w: number, colour: string, count = 3) => {
  let out = '';
  for (let i = 0; i < count; i += 1)
    out += rect(x + (i ? w * 0.12 : 0), y + i * 16, i ? w * 0.76 : w, 7, 3.5, {
      fill: colour,
      opacity: i ? 0.5 : 0.85,
    });
  return out;
};

export function drawCoffee(art: Art, look: CoffeeLook): string {
  const beans = [
    bean(250, 640, 20, '#5b3a1e'),
    bean(290, 660, -30, '#4a2e17'),
    bean(520, 650, 60, '#5b3a1e'),
    bean(560, 632, -10, '#3f2714'),
    bean(545, 668, 30, '#4a2e17'),
  ].join('');
  if (look.pack === 'pouch') {
    const body = 'M272 212 L528 212 C540 380 548 520 552 630 Q400 660 248 630 C252 520 260 380 272 212Z';
    return (
      art.shadow(400, 645, 210, 22, 0.38) +
      path(body, { fill: across(art, look.colour) }) +
      // Folded top with its tin tie, the degassing valve, the label.
      rect(262, 150, 276, 74, 6, { fill: across(art, darken(look.colour, 0.1)) }) +
      rect(254, 196, 292, 14, 4, { fill: '#d4d4d8', stroke: '#9ca3af', 'stroke-width': 1.5 }) +
      circle(400, 262, 14, {
        fill: darken(look.colour, 0.25),
        stroke: lighten(look.colour, 0.2),
        'stroke-width': 3,
      }) +
      rect(300, 330, 200, 220, 14, { fill: look.label }) +
      beanEmblem(400, 400, darken(look.colour, 0.3)) +
      printLines(330, 460, 140, darken(look.colour, 0.4)) +
      path(body, {
        fill: art.linear(
          [
            [0, '#ffffff', 0],
            [0.5, '#ffffff', 0.08],
            [1, '#000000', 0.1],
          ],
          0,
          0,
          1,
          0,
        ),
      }) +
      beans
    );
  }
  // A tin: a cylinder with its lid and a wrap-round label.
  return (
    art.shadow(400, 640, 200, 22, 0.38) +
    rect(270, 250, 260, 380, 10, { fill: across(art, look.colour, 0.35, 0.4) }) +
    ellipse(400, 630, 130, 20, { fill: darken(look.colour, 0.35) }) +
    rect(264, 212, 272, 66, 10, { fill: across(art, '#c0c4ca', 0.4, 0.4) }) +
    ellipse(400, 212, 136, 26, { fill: vertical(art, '#d9dce1', 0.4, 0.1) }) +
    ellipse(400, 212, 110, 18, { fill: 'none', stroke: '#a3a8b0', 'stroke-width': 3 }) +
    rect(270, 340, 260, 190, 0, { fill: look.label }) +
    rect(270, 340, 260, 190, 0, {
      fill: art.linear(
        [
          [0, '#000000', 0.2],
          [0.35, '#ffffff', 0.15],
          [1, '#000000', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    beanEmblem(400, 410, look.colour) +
    printLines(340, 470, 120, lighten(look.colour, 0.5)) +
    beans
  );
}

function wheatEar(x: number, y: number, scale: number, colour: Hex): string {
  let grains = '';
  for (let i = 0; i < 6; i += 1) {
    grains += ellipse(-9, -20 - i * 18, 8, 14, { fill: colour, transform: `rotate(-25 -9 ${-20 - i * 18})` });
    grains += ellipse(9, -20 - i * 18, 8, 14, { fill: colour, transform: `rotate(25 9 ${-20 - i * 18})` });
  }
  return group(
    path('M0 90 L0 -120', { stroke: darken(colour, 0.2), 'stroke-width': 4 }) +
      grains +
      ellipse(0, -132, 6, 12, { fill: colour }),
    { transform: `translate(${x} ${y}) scale(${scale})` },
  );
}

export function drawSack(art: Art, look: SackLook): string {
  const paper = across(art, look.paper, 0.25, 0.25);
  if (look.contents === 'oats') {
    const flakes = art.pattern(
      rect(0, 0, 44, 36, 0, { fill: '#e9d8b4' }) +
        ellipse(10, 10, 9, 6, {
          fill: '#f6ead0',
          stroke: '#c8ad7f',
          'stroke-width': 1.2,
          transform: 'rotate(20 10 10)',
        }) +
        ellipse(32, 14, 8, 6, {
          fill: '#f3e3c1',
          stroke: '#c8ad7f',
          'stroke-width': 1.2,
          transform: 'rotate(-30 32 14)',
        }) +
        ellipse(20, 28, 9, 5, { fill: '#fbf1dc', stroke: '#c8ad7f', 'stroke-width': 1.2 }),
      44,
      36,
    );
    let loose = '';
    for (let i = 0; i < 9; i += 1) {
      const x = 220 + ((i * 67) % 380);
      const y = 640 + ((i * 13) % 30);
      loose += ellipse(x, y, 11, 7, {
        fill: '#f6ead0',
        stroke: '#c8ad7f',
        'stroke-width': 1.2,
        transform: `rotate(${i * 40} ${x} ${y})`,
      });
    }
    return (
      art.shadow(400, 650, 230, 22, 0.35) +
      // A rolled-down top, a window onto the oats, a green label band.
      rect(260, 190, 280, 450, 18, { fill: paper }) +
      path('M260 190 Q400 172 540 190 L540 232 Q400 214 260 232Z', { fill: darken(look.paper, 0.15) }) +
      path('M260 232 Q400 214 540 232', {
        fill: 'none',
        stroke: darken(look.paper, 0.3),
        'stroke-width': 2,
      }) +
      rect(300, 270, 200, 150, 75, { fill: flakes, stroke: darken(look.paper, 0.25), 'stroke-width': 3 }) +
      rect(260, 450, 280, 120, 0, { fill: look.label }) +
      wheatEar(330, 520, 0.32, '#f6ead0') +
      printLines(370, 480, 140, '#ffffff') +
      loose
    );
  }
  // Flour: a paper bag with its top folded like a gift, wheat printed on it and a dusting in front.
  return (
    art.shadow(400, 655, 220, 22, 0.35) +
    ellipse(520, 640, 70, 16, { fill: '#ffffff', opacity: 0.95 }) +
    ellipse(520, 630, 48, 14, { fill: '#f8f5ee' }) +
    rect(270, 230, 260, 410, 8, { fill: paper }) +
    polygon(
      [
        [270, 230],
        [530, 230],
        [500, 170],
        [300, 170],
      ],
      { fill: darken(look.paper, 0.1) },
    ) +
    polygon(
      [
        [300, 170],
        [500, 170],
        [400, 215],
      ],
      { fill: darken(look.paper, 0.2) },
    ) +
    rect(270, 560, 260, 80, 0, { fill: look.label }) +
    wheatEar(360, 470, 0.95, '#d9a441') +
    wheatEar(440, 480, 0.85, '#c98f2e') +
    printLines(320, 580, 160, '#ffffff', 2) +
    path('M270 230 L530 230', { stroke: darken(look.paper, 0.3), 'stroke-width': 2 })
  );
}

function oliveBranch(x: number, y: number): string {
  let leaves = '';
  for (let i = 0; i < 6; i += 1) {
    const ly = y - i * 34;
    const side = i % 2 ? 1 : -1;
    leaves += ellipse(x + side * 26, ly, 30, 9, {
      fill: i % 3 ? '#6b8e23' : '#556b2f',
      transform: `rotate(${side * 28} ${x + side * 26} ${ly})`,
    });
  }
  return (
    path(`M${x} ${y + 40} C${x - 6} ${y - 40} ${x + 6} ${y - 120} ${x} ${y - 190}`, {
      fill: 'none',
      stroke: '#5b4a2f',
      'stroke-width': 4,
    }) +
    leaves +
    ellipse(x + 30, y + 30, 16, 21, { fill: '#3f5b1e' }) +
    ellipse(x + 26, y + 23, 5, 7, { fill: '#ffffff', opacity: 0.35 }) +
    ellipse(x + 62, y + 44, 15, 20, { fill: '#2d3f16' })
  );
}

export function drawBottle(art: Art, look: BottleLook): string {
  switch (look.contents) {
    case 'olive-oil': {
      const body = 'M340 300 Q340 262 372 250 L380 196 L420 196 L428 250 Q460 262 460 300 L460 640 L340 640Z';
      return (
        art.shadow(420, 645, 180, 20, 0.38) +
        path(body, { fill: across(art, look.glass, 0.3, 0.5) }) +
        rect(374, 146, 52, 56, 6, { fill: across(art, '#c9a227', 0.4, 0.4) }) +
        rect(350, 390, 100, 170, 6, { fill: look.label }) +
        ellipse(400, 440, 20, 26, { fill: '#556b2f' }) +
        printLines(365, 488, 70, '#556b2f') +
        rect(352, 300, 14, 320, 7, { fill: '#ffffff', opacity: 0.25 }) +
        oliveBranch(520, 600)
      );
    }
    case 'balsamic': {
      const body =
        'M385 300 L385 200 L415 200 L415 300 C500 340 520 440 500 540 C480 620 320 620 300 540 C280 440 300 340 385 300Z';
      return (
        art.shadow(400, 630, 170, 20, 0.4) +
        path(body, {
          fill: art.radial(
            [
              [0, lighten(look.glass, 0.25)],
              [0.7, look.glass],
              [1, darken(look.glass, 0.5)],
            ],
            0.4,
            0.5,
            0.7,
          ),
        }) +
        rect(380, 150, 40, 60, 6, { fill: '#b08a5a' }) +
        rect(374, 150, 52, 20, 8, { fill: '#7f1d1d' }) +
        path('M412 230 C450 260 470 300 462 350', { fill: 'none', stroke: '#d6c7a1', 'stroke-width': 2.5 }) +
        rect(440, 348, 56, 74, 6, { fill: look.label, transform: 'rotate(-12 468 385)' }) +
        rect(322, 430, 156, 90, 10, { fill: look.label }) +
        printLines(342, 452, 116, '#7f1d1d') +
        path('M325 420 C320 380 340 340 372 318', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 10,
          opacity: 0.2,
          'stroke-linecap': 'round',
        }) +
        ellipse(570, 628, 70, 18, { fill: '#f3f4f6', stroke: '#d1d5db', 'stroke-width': 2 }) +
        ellipse(570, 626, 40, 9, { fill: look.glass, opacity: 0.9 })
      );
    }
    case 'milk': {
      const body =
        'M356 280 C356 250 372 236 378 220 L378 180 L422 180 L422 220 C428 236 444 250 444 280 L460 330 L460 630 Q400 652 340 630 L340 330Z';
      return (
        art.shadow(400, 648, 170, 20, 0.35) +
        path(body, {
          fill: art.linear(
            [
              [0, '#f1f5f9'],
              [0.35, '#ffffff'],
              [1, '#e2e8f0'],
            ],
            0,
            0,
            1,
            0,
          ),
        }) +
        path(body, { fill: 'none', stroke: '#cbd5e1', 'stroke-width': 3 }) +
        rect(372, 160, 56, 30, 8, { fill: across(art, look.glass, 0.3, 0.3) }) +
        rect(340, 400, 120, 150, 0, { fill: look.label }) +
        circle(400, 450, 26, { fill: '#ffffff' }) +
        path('M384 460 Q392 436 400 446 Q408 436 416 460Z', { fill: look.label }) +
        printLines(360, 494, 80, '#ffffff', 2) +
        rect(348, 300, 12, 320, 6, { fill: '#ffffff', opacity: 0.9 })
      );
    }
  }
}

export function drawHoney(art: Art, look: HoneyLook): string {
  const gingham = art.pattern(
    rect(0, 0, 24, 24, 0, { fill: '#ffffff' }) +
      rect(0, 0, 12, 24, 0, { fill: look.cover, opacity: 0.5 }) +
      rect(0, 0, 24, 12, 0, { fill: look.cover, opacity: 0.5 }),
    24,
    24,
  );
  let comb = '';
  for (let i = 0; i < 3; i += 1) {
    const cx = 366 + i * 34;
    comb += polygon(
      [0, 1, 2, 3, 4, 5].map((k): [number, number] => [
        cx + 18 * Math.cos((k * Math.PI) / 3),
        470 + 18 * Math.sin((k * Math.PI) / 3),
      ]),
      { fill: 'none', stroke: darken(look.honey, 0.45), 'stroke-width': 3 },
    );
  }
  return (
    art.shadow(400, 650, 220, 22, 0.38) +
    // Jar of honey.
    rect(280, 290, 240, 350, 60, {
      fill: art.linear(
        [
          [0, darken(look.honey, 0.3)],
          [0.35, lighten(look.honey, 0.3)],
          [0.7, look.honey],
          [1, darken(look.honey, 0.4)],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    rect(300, 420, 200, 110, 10, { fill: '#fff8e7' }) +
    comb +
    rect(296, 320, 18, 280, 9, { fill: '#ffffff', opacity: 0.35 }) +
    // A cloth cover tied over the lid.
    path(
      'M262 262 Q400 200 538 262 L552 318 Q540 312 520 326 Q500 310 480 328 Q460 310 440 328 Q420 310 400 328 Q380 310 360 328 Q340 310 320 328 Q300 310 280 326 Q262 312 248 318Z',
      {
        fill: gingham,
        stroke: darken(look.cover, 0.2),
        'stroke-width': 2,
      },
    ) +
    rect(276, 280, 248, 12, 6, { fill: '#a16207' }) +
    // The dipper.
    group(
      rect(-8, -200, 16, 230, 8, { fill: '#c08a4a' }) +
        ellipse(0, 40, 34, 46, { fill: '#b07a3a' }) +
        path('M-32 20 L32 20 M-34 40 L34 40 M-32 60 L32 60', { stroke: '#8a5a2b', 'stroke-width': 4 }) +
        ellipse(0, 92, 8, 14, { fill: look.honey }),
      { transform: 'translate(590 560) rotate(18)' },
    )
  );
}

export function drawCrate(art: Art, look: CrateLook): string {
  const wood = vertical(art, look.wood, 0.2, 0.2);
  const grain = darken(look.wood, 0.25);
  let produce = '';
  if (look.contents === 'carrots') {
    // Bunches leaning out of the crate, tops first.
    const carrots = [
      [290, 150, -18],
      [340, 130, -8],
      [395, 140, 4],
      [445, 128, 12],
      [500, 150, 20],
      [320, 190, -14],
      [470, 186, 14],
    ] as const;
    carrots.forEach(([x, y, angle], i) => {
      const colour = look.colours[i % look.colours.length] ?? '#f97316';
      produce += group(
        path('M0 0 C-30 -60 -50 -80 -60 -120 M0 0 C-5 -70 0 -100 4 -140 M0 0 C25 -55 45 -80 60 -118', {
          fill: 'none',
          stroke: '#3f8f3a',
          'stroke-width': 9,
          'stroke-linecap': 'round',
        }) +
          path('M-26 8 Q0 -6 26 8 L6 250 Q0 262 -6 250Z', { fill: across(art, colour, 0.25, 0.3) }) +
          path('M-18 70 L-6 74 M8 130 L18 126 M-12 190 L-2 194', {
            stroke: darken(colour, 0.35),
            'stroke-width': 3,
            'stroke-linecap': 'round',
          }),
        { transform: `translate(${x} ${y + 120}) rotate(${angle})` },
      );
    });
  } else {
    const apples = [
      [300, 400],
      [380, 392],
      [460, 398],
      [530, 410],
      [340, 346],
      [420, 340],
      [500, 350],
      [380, 296],
      [460, 300],
    ] as const;
    apples.forEach(([x, y], i) => {
      const colour = look.colours[i % look.colours.length] ?? '#dc2626';
      produce +=
        circle(x, y, 46, {
          fill: art.radial(
            [
              [0, lighten(colour, 0.35)],
              [0.6, colour],
              [1, darken(colour, 0.35)],
            ],
            0.38,
            0.35,
            0.7,
          ),
        }) +
        path(`M${x} ${y - 40} Q${x + 4} ${y - 58} ${x + 10} ${y - 66}`, {
          fill: 'none',
          stroke: '#5b3a1e',
          'stroke-width': 5,
          'stroke-linecap': 'round',
        }) +
        ellipse(x - 16, y - 18, 9, 13, { fill: '#ffffff', opacity: 0.35 });
    });
    produce += ellipse(486, 246, 30, 12, { fill: '#4d8b31', transform: 'rotate(-25 486 246)' });
  }
  const slat = (y: number) =>
    rect(180, y, 440, 62, 6, { fill: wood }) +
    path(`M200 ${y + 20} C300 ${y + 14} 420 ${y + 28} 600 ${y + 18}`, {
      fill: 'none',
      stroke: grain,
      'stroke-width': 2,
      opacity: 0.6,
    }) +
    circle(204, y + 31, 5, { fill: darken(look.wood, 0.5) }) +
    circle(596, y + 31, 5, { fill: darken(look.wood, 0.5) });
  return (
    art.shadow(400, 655, 270, 24, 0.4) +
    rect(186, 400, 428, 250, 6, { fill: darken(look.wood, 0.45) }) +
    produce +
    slat(420) +
    slat(496) +
    slat(572) +
    rect(180, 420, 22, 226, 4, { fill: darken(look.wood, 0.12) }) +
    rect(598, 420, 22, 226, 4, { fill: darken(look.wood, 0.12) })
  );
}
