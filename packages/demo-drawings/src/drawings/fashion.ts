// Fashion, laid flat: shirts, a sweater, a puffer, chinos and a denim jacket with their cut, cloth
// and colour; glasses seen from the front; a leather holdall; a folded silk scarf.
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

export type GarmentLook = {
  kind: 'garment';
  cut: 'oxford-shirt' | 'camp-shirt' | 'sweater' | 'puffer' | 'chinos' | 'denim-jacket';
  colour: Hex;
  /** A second colour: stripes, stitching, lining. */
  detail: Hex;
};
export type GlassesLook = { kind: 'glasses'; style: 'aviator' | 'round'; frame: Hex; lens: Hex };
export type BagLook = { kind: 'bag'; leather: Hex; hardware: Hex };
export type ScarfLook = { kind: 'scarf'; ground: Hex; print: Hex; border: Hex };

const FLOOR_SHADOW = (art: Art) => art.shadow(400, 700, 250, 20, 0.22);

/** A cloth with its weave: a base colour, a fine texture and a soft fold shading. */
function cloth(art: Art, look: GarmentLook): string {
  const { colour, detail } = look;
  switch (look.cut) {
    case 'oxford-shirt':
      // Fine stripes of the oxford weave.
      return art.pattern(
        rect(0, 0, 12, 12, 0, { fill: colour }) + rect(0, 0, 4, 12, 0, { fill: detail, opacity: 0.55 }),
        12,
        12,
      );
    case 'camp-shirt':
      // Linen slubs.
      return art.pattern(
        rect(0, 0, 40, 18, 0, { fill: colour }) +
          rect(3, 4, 22, 1.6, 0.8, { fill: darken(colour, 0.1) }) +
          rect(18, 12, 16, 1.4, 0.7, { fill: lighten(colour, 0.35) }),
        40,
        18,
      );
    case 'sweater':
      // Knit stitches: little Vs in columns.
      return art.pattern(
        rect(0, 0, 14, 12, 0, { fill: colour }) +
          path('M1 1 L7 10 L13 1', { fill: 'none', stroke: darken(colour, 0.18), 'stroke-width': 2.2 }),
        14,
        12,
      );
    case 'denim-jacket':
      // A diagonal twill.
      return art.pattern(
        rect(0, 0, 10, 10, 0, { fill: colour }) +
          path('M0 10 L10 0', { stroke: lighten(colour, 0.18), 'stroke-width': 2.5 }),
        10,
        10,
      );
    default:
      return colour;
  }
}

const seam = (d: string, colour: Hex, dashed = false) =>
  path(d, {
    fill: 'none',
    stroke: colour,
    'stroke-width': dashed ? 2.5 : 3,
    'stroke-dasharray': dashed ? '7 5' : undefined,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

/** Soft shading over a garment: darker at the sides, as cloth lying on a table. */
function drape(art: Art, outline: string): string {
  return (
    path(outline, {
      fill: art.linear(
        [
          [0, '#000000', 0.18],
          [0.25, '#000000', 0],
          [0.6, '#ffffff', 0.08],
          [1, '#000000', 0.16],
        ],
        0,
        0,
        1,
        0,
      ),
    }) +
    path(outline, {
      fill: art.linear([
        [0, '#ffffff', 0.1],
        [1, '#000000', 0.08],
      ]),
    })
  );
}

function shirt(art: Art, look: GarmentLook): string {
  const longSleeves = look.cut === 'oxford-shirt';
  const ink = darken(look.colour, 0.35);
  const body = longSleeves
    ? 'M345 160 L262 192 C225 230 200 290 186 360 L150 568 L212 582 L246 382 L282 338 L284 650 Q400 700 516 650 L518 338 L554 382 L588 582 L650 568 L614 360 C600 290 575 230 538 192 L455 160 Q400 178 345 160Z'
    : 'M345 160 L262 192 C228 225 200 262 178 318 L246 372 L282 338 L284 650 Q400 680 516 650 L518 338 L554 372 L622 318 C600 262 572 225 538 192 L455 160 Q400 178 345 160Z';
  let out = FLOOR_SHADOW(art) + path(body, { fill: cloth(art, look) }) + drape(art, body);
  // Back of the collar, then the two collar leaves and the placket with buttons.
  if (longSleeves) {
    out +=
      path('M345 160 Q400 142 455 160 L458 146 Q400 126 342 146Z', { fill: darken(look.colour, 0.12) }) +
      path('M400 210 L342 148 L322 196 L366 256Z', {
        fill: lighten(look.colour, 0.12),
        stroke: ink,
        'stroke-width': 2,
      }) +
      path('M400 210 L458 148 L478 196 L434 256Z', {
        fill: lighten(look.colour, 0.12),
        stroke: ink,
        'stroke-width': 2,
      }) +
      circle(360, 246, 4.5, { fill: '#f8fafc', stroke: ink, 'stroke-width': 1.2 }) +
      circle(440, 246, 4.5, { fill: '#f8fafc', stroke: ink, 'stroke-width': 1.2 }) +
      polygon(
        [
          [150, 568],
          [212, 582],
          [218, 542],
          [157, 530],
        ],
        { fill: lighten(look.colour, 0.08), stroke: ink, 'stroke-width': 2 },
      ) +
      polygon(
        [
          [650, 568],
          [588, 582],
          [582, 542],
          [643, 530],
        ],
        { fill: lighten(look.colour, 0.08), stroke: ink, 'stroke-width': 2 },
      );
  } else {
    // A camp collar lies open in a V.
    out +=
      path('M345 160 Q400 146 455 160 L400 300Z', { fill: darken(look.colour, 0.3) }) +
      path('M345 160 L312 200 L345 222 L400 300 L362 205Z', {
        fill: lighten(look.colour, 0.15),
        stroke: ink,
        'stroke-width': 2,
      }) +
      path('M455 160 L488 200 L455 222 L400 300 L438 205Z', {
        fill: lighten(look.colour, 0.15),
        stroke: ink,
        'stroke-width': 2,
      }) +
      seam('M178 318 L246 372', ink) +
      seam('M622 318 L554 372', ink);
  }
  const placketTop = longSleeves ? 210 : 300;
  out += rect(392, placketTop, 16, 660 - placketTop, 2, {
    fill: lighten(look.colour, 0.06),
    stroke: ink,
    'stroke-width': 1.2,
    opacity: 0.9,
  });
  for (let y = placketTop + 30; y < 650; y += 68)
    out += circle(400, y, 6, { fill: '#f8fafc', stroke: ink, 'stroke-width': 1.5 });
  out += seam('M312 268 L368 268 L368 330 Q340 340 312 330Z', ink);
  return out;
}

function sweater(art: Art, look: GarmentLook): string {
  const ink = darken(look.colour, 0.3);
  const body =
    'M330 165 L248 196 C210 225 190 300 178 380 L150 600 L222 612 L252 400 L276 360 L272 640 L528 640 L524 360 L548 400 L578 612 L650 600 L622 380 C610 300 590 225 552 196 L470 165 Q400 210 330 165Z';
  const rib = (x: number, y: number, w: number, h: number, angle = 0) => {
    let lines = '';
    for (let i = 6; i < w; i += 8)
      lines += rect(x + i, y + 3, 2.5, h - 6, 1, { fill: darken(look.colour, 0.2) });
    return group(rect(x, y, w, h, 6, { fill: darken(look.colour, 0.06) }) + lines, {
      transform: angle ? `rotate(${angle} ${x + w / 2} ${y + h / 2})` : undefined,
    });
  };
  return (
    FLOOR_SHADOW(art) +
    path(body, { fill: cloth(art, look) }) +
    drape(art, body) +
    rib(272, 620, 256, 44) +
    rib(144, 585, 80, 40, 8) +
    rib(576, 585, 80, 40, -8) +
    path('M330 165 Q400 215 470 165 Q400 252 330 165Z', {
      fill: darken(look.colour, 0.15),
      stroke: ink,
      'stroke-width': 2,
    }) +
    path('M338 170 Q400 232 462 170', {
      fill: 'none',
      stroke: look.detail,
      'stroke-width': 5,
      opacity: 0.7,
    }) +
    seam('M248 196 C262 260 272 310 276 360', ink) +
    seam('M552 196 C538 260 528 310 524 360', ink)
  );
}

function puffer(art: Art, look: GarmentLook): string {
  const body =
    'M335 150 L240 182 C196 214 176 300 166 380 L142 600 L226 614 L252 400 L270 372 L268 650 L532 650 L530 372 L548 400 L574 614 L658 600 L634 380 C624 300 604 214 560 182 L465 150Z';
  const clip = art.clip(path(body, {}));
  let baffles = '';
  for (let y = 150; y < 660; y += 58) {
    baffles += rect(120, y, 560, 58, 0, {
      fill: art.linear([
        [0, darken(look.colour, 0.28)],
        [0.25, lighten(look.colour, 0.12)],
        [0.55, look.colour],
        [1, darken(look.colour, 0.3)],
      ]),
    });
  }
  return (
    FLOOR_SHADOW(art) +
    group(baffles + drape(art, body), { 'clip-path': clip }) +
    path(body, { fill: 'none', stroke: darken(look.colour, 0.35), 'stroke-width': 3 }) +
    // Stand collar, zip and pocket zips.
    rect(330, 108, 140, 66, 24, {
      fill: art.linear([
        [0, lighten(look.colour, 0.1)],
        [1, darken(look.colour, 0.2)],
      ]),
    }) +
    rect(330, 108, 140, 18, 9, { fill: look.detail }) +
    rect(396, 120, 8, 530, 3, { fill: darken(look.colour, 0.45) }) +
    rect(391, 180, 18, 30, 4, { fill: '#d1d5db', stroke: '#6b7280', 'stroke-width': 1.5 }) +
    seam('M300 460 L330 560', darken(look.colour, 0.5)) +
    seam('M500 460 L470 560', darken(look.colour, 0.5)) +
    rect(142, 596, 84, 20, 8, { fill: darken(look.colour, 0.3), transform: 'rotate(3 184 606)' }) +
    rect(574, 596, 84, 20, 8, { fill: darken(look.colour, 0.3), transform: 'rotate(-3 616 606)' })
  );
}

function chinos(art: Art, look: GarmentLook): string {
  const ink = darken(look.colour, 0.3);
  const body = 'M284 130 L516 130 L528 300 L512 690 L418 690 L400 330 L382 690 L288 690 L272 300Z';
  let loops = '';
  for (const x of [300, 350, 450, 500])
    loops += rect(x - 5, 124, 10, 40, 3, { fill: darken(look.colour, 0.1), stroke: ink, 'stroke-width': 1 });
  return (
    FLOOR_SHADOW(art) +
    path(body, { fill: look.colour }) +
    drape(art, body) +
    rect(284, 130, 232, 34, 3, { fill: darken(look.colour, 0.08), stroke: ink, 'stroke-width': 1.5 }) +
    loops +
    circle(408, 147, 6, { fill: look.detail }) +
    seam('M400 164 L400 300 Q396 318 378 322', ink) +
    seam('M290 166 Q328 180 340 236', ink) +
    seam('M510 166 Q472 180 460 236', ink) +
    seam('M340 360 L336 680', lighten(look.colour, 0.2)) +
    seam('M460 360 L464 680', lighten(look.colour, 0.2)) +
    rect(288, 664, 94, 26, 2, { fill: darken(look.colour, 0.06), stroke: ink, 'stroke-width': 1.2 }) +
    rect(418, 664, 94, 26, 2, { fill: darken(look.colour, 0.06), stroke: ink, 'stroke-width': 1.2 })
  );
}

function denimJacket(art: Art, look: GarmentLook): string {
  const stitch = look.detail;
  const body =
    'M340 150 L252 182 C214 212 196 290 184 370 L158 580 L224 592 L250 392 L278 356 L278 600 L522 600 L522 356 L550 392 L576 592 L642 580 L616 370 C604 290 586 212 548 182 L460 150Z';
  const button = (x: number, y: number) =>
    circle(x, y, 7, { fill: '#b8863b', stroke: '#7c5a24', 'stroke-width': 2 });
  const flap = (x: number) =>
    path(`M${x} 290 L${x + 78} 290 L${x + 78} 318 L${x + 39} 334 L${x} 318Z`, {
      fill: lighten(look.colour, 0.06),
      stroke: stitch,
      'stroke-width': 2.2,
      'stroke-dasharray': '6 4',
    }) + button(x + 39, 318);
  let buttons = '';
  for (let y = 240; y < 580; y += 64) buttons += button(418, y);
  return (
    FLOOR_SHADOW(art) +
    path(body, { fill: cloth(art, look) }) +
    drape(art, body) +
    // Waistband and cuffs.
    rect(278, 556, 244, 44, 2, {
      fill: darken(look.colour, 0.08),
      stroke: stitch,
      'stroke-width': 2.2,
      'stroke-dasharray': '6 4',
    }) +
    button(300, 578) +
    button(500, 578) +
    seam('M160 560 L226 572', stitch, true) +
    seam('M640 560 L574 572', stitch, true) +
    // Point collar and yoke.
    path('M340 150 L400 190 L460 150 L490 172 L440 262 L400 200 L360 262 L310 172Z', {
      fill: darken(look.colour, 0.12),
      stroke: stitch,
      'stroke-width': 2.2,
      'stroke-dasharray': '6 4',
    }) +
    seam('M262 252 L366 278 M538 252 L434 278', stitch, true) +
    flap(300) +
    flap(422) +
    seam('M339 340 L339 556 M461 340 L461 556', stitch, true) +
    seam('M410 200 L410 556', darken(look.colour, 0.35)) +
    buttons
  );
}

export function drawGarment(art: Art, look: GarmentLook): string {
  switch (look.cut) {
    case 'oxford-shirt':
    case 'camp-shirt':
      return shirt(art, look);
    case 'sweater':
      return sweater(art, look);
    case 'puffer':
      return puffer(art, look);
    case 'chinos':
      return chinos(art, look);
    case 'denim-jacket':
      return denimJacket(art, look);
  }
}

export function drawGlasses(art: Art, look: GlassesLook): string {
  const tint = art.linear([
    [0, darken(look.lens, 0.2), 0.95],
    [1, lighten(look.lens, 0.35), 0.75],
  ]);
  const frame = { fill: 'none', stroke: look.frame, 'stroke-linejoin': 'round' as const };
  if (look.style === 'aviator') {
    const left =
      'M222 328 C200 345 198 395 214 430 C236 480 300 508 346 494 C380 480 388 420 378 368 C372 338 350 326 300 324 C262 323 238 324 222 328Z';
    const right =
      'M578 328 C600 345 602 395 586 430 C564 480 500 508 454 494 C420 480 412 420 422 368 C428 338 450 326 500 324 C538 323 562 324 578 328Z';
    return (
      art.shadow(400, 600, 230, 18, 0.25) +
      path('M222 334 L140 284', { ...frame, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      path('M578 334 L660 284', { ...frame, 'stroke-width': 7, 'stroke-linecap': 'round' }) +
      path(left, { fill: tint }) +
      path(right, { fill: tint }) +
      path(left, { ...frame, 'stroke-width': 6 }) +
      path(right, { ...frame, 'stroke-width': 6 }) +
      path('M376 352 Q400 340 424 352', { ...frame, 'stroke-width': 5 }) +
      path('M300 326 Q400 300 500 326', { ...frame, 'stroke-width': 5 }) +
      ellipse(370, 420, 8, 14, { fill: '#e5e7eb', opacity: 0.8 }) +
      ellipse(430, 420, 8, 14, { fill: '#e5e7eb', opacity: 0.8 }) +
      path('M240 360 C250 345 280 340 300 342', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 6,
        opacity: 0.5,
        'stroke-linecap': 'round',
      }) +
      path('M460 360 C470 345 500 340 520 342', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 6,
        opacity: 0.5,
        'stroke-linecap': 'round',
      })
    );
  }
  // Round frames in tortoiseshell: a brown ground with darker mottles.
  const shell = art.pattern(
    rect(0, 0, 40, 40, 0, { fill: look.frame }) +
      ellipse(10, 12, 9, 6, { fill: darken(look.frame, 0.45) }) +
      ellipse(30, 28, 7, 5, { fill: darken(look.frame, 0.55) }) +
      ellipse(28, 6, 4, 3, { fill: lighten(look.frame, 0.25) }),
    40,
    40,
    30,
  );
  const lensFill = art.linear([
    [0, look.lens, 0.35],
    [1, '#ffffff', 0.15],
  ]);
  return (
    art.shadow(400, 560, 240, 16, 0.22) +
    path('M188 380 L128 350', { stroke: shell, 'stroke-width': 12, 'stroke-linecap': 'round' }) +
    path('M612 380 L672 350', { stroke: shell, 'stroke-width': 12, 'stroke-linecap': 'round' }) +
    circle(290, 400, 100, { fill: lensFill }) +
    circle(510, 400, 100, { fill: lensFill }) +
    circle(290, 400, 100, { fill: 'none', stroke: shell, 'stroke-width': 18 }) +
    circle(510, 400, 100, { fill: 'none', stroke: shell, 'stroke-width': 18 }) +
    path('M382 372 Q400 340 418 372', {
      fill: 'none',
      stroke: shell,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }) +
    path('M230 350 A75 75 0 0 1 300 322', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 8,
      opacity: 0.6,
      'stroke-linecap': 'round',
    }) +
    path('M450 350 A75 75 0 0 1 520 322', {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 8,
      opacity: 0.6,
      'stroke-linecap': 'round',
    })
  );
}

export function drawBag(art: Art, look: BagLook): string {
  const leather = art.linear([
    [0, lighten(look.leather, 0.18)],
    [0.55, look.leather],
    [1, darken(look.leather, 0.3)],
  ]);
  const body =
    'M200 330 Q200 282 256 282 L544 282 Q600 282 600 330 L628 600 Q632 646 586 646 L214 646 Q168 646 172 600Z';
  const handle = (dx: number) =>
    path(`M${330 + dx} 288 C${330 + dx} 170 ${470 + dx} 170 ${470 + dx} 288`, {
      fill: 'none',
      stroke: darken(look.leather, 0.2),
      'stroke-width': 20,
      'stroke-linecap': 'round',
    });
  const ring = (x: number) =>
    rect(x - 14, 274, 28, 26, 6, { fill: 'none', stroke: look.hardware, 'stroke-width': 6 }) +
    rect(x - 22, 296, 44, 40, 6, {
      fill: darken(look.leather, 0.15),
      stroke: lighten(look.leather, 0.3),
      'stroke-width': 2,
      'stroke-dasharray': '5 4',
    });
  return (
    art.shadow(400, 650, 260, 22, 0.38) +
    handle(-6) +
    path(body, { fill: leather }) +
    path(body, { fill: art.sheen(0.18) }) +
    // End panel, zip, straps with buckles, stitching.
    path('M200 330 Q190 470 172 600 Q168 646 214 646 L240 646 Q226 470 236 300Z', {
      fill: darken(look.leather, 0.18),
    }) +
    path('M600 330 Q610 470 628 600 Q632 646 586 646 L560 646 Q574 470 564 300Z', {
      fill: darken(look.leather, 0.18),
    }) +
    rect(250, 276, 300, 14, 7, { fill: darken(look.leather, 0.45) }) +
    rect(528, 266, 16, 34, 4, { fill: look.hardware }) +
    rect(300, 290, 36, 356, 4, {
      fill: darken(look.leather, 0.1),
      stroke: lighten(look.leather, 0.3),
      'stroke-width': 2,
      'stroke-dasharray': '6 4',
    }) +
    rect(464, 290, 36, 356, 4, {
      fill: darken(look.leather, 0.1),
      stroke: lighten(look.leather, 0.3),
      'stroke-width': 2,
      'stroke-dasharray': '6 4',
    }) +
    rect(296, 470, 44, 36, 5, { fill: 'none', stroke: look.hardware, 'stroke-width': 6 }) +
    rect(460, 470, 44, 36, 5, { fill: 'none', stroke: look.hardware, 'stroke-width': 6 }) +
    handle(6) +
    ring(330) +
    ring(470) +
    path('M214 620 L586 620', {
      stroke: lighten(look.leather, 0.3),
      'stroke-width': 2,
      'stroke-dasharray': '6 4',
    })
  );
}

export function drawScarf(art: Art, look: ScarfLook): string {
  // A silk square lying flat, a little turned, with a print of leaves and berries.
  const leaf = (x: number, y: number, angle: number, colour: string) =>
    group(
      ellipse(0, 0, 26, 10, { fill: colour }) +
        path('M-24 0 L24 0', { stroke: darken(look.ground, 0.1), 'stroke-width': 1.5 }),
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    );
  const print = art.pattern(
    rect(0, 0, 120, 120, 0, { fill: look.ground }) +
      leaf(30, 30, 35, look.print) +
      leaf(50, 18, -20, darken(look.print, 0.2)) +
      leaf(90, 80, 120, look.print) +
      leaf(80, 100, 60, lighten(look.print, 0.2)) +
      circle(95, 30, 10, { fill: look.border }) +
      circle(95, 30, 4, { fill: look.ground }) +
      circle(25, 90, 8, { fill: look.border }) +
      circle(25, 90, 3, { fill: look.ground }),
    120,
    120,
    15,
  );
  // The bottom-right corner is folded back over the scarf, showing the paler reverse.
  const square: [number, number][] = [
    [150, 150],
    [650, 150],
    [650, 480],
    [480, 650],
    [150, 650],
  ];
  const inner: [number, number][] = [
    [176, 176],
    [624, 176],
    [624, 470],
    [470, 624],
    [176, 624],
  ];
  return (
    art.shadow(400, 690, 280, 18, 0.22) +
    group(
      polygon(square, { fill: look.border }) +
        polygon(inner, { fill: print }) +
        polygon(square, {
          fill: art.linear(
            [
              [0, '#ffffff', 0.25],
              [0.5, '#ffffff', 0],
              [1, '#000000', 0.12],
            ],
            0,
            0,
            1,
            1,
          ),
        }) +
        // Soft waves of the silk.
        path('M150 330 C300 300 480 370 650 330', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 18,
          opacity: 0.18,
        }) +
        path('M150 520 C320 490 420 560 560 540', {
          fill: 'none',
          stroke: '#000000',
          'stroke-width': 14,
          opacity: 0.06,
        }) +
        polygon(
          [
            [650, 480],
            [480, 650],
            [500, 500],
          ],
          {
            fill: lighten(look.ground, 0.5),
            stroke: look.border,
            'stroke-width': 10,
            'stroke-linejoin': 'round',
          },
        ) +
        polygon(
          [
            [650, 480],
            [480, 650],
            [500, 500],
          ],
          {
            fill: art.linear(
              [
                [0, '#000000', 0],
                [1, '#000000', 0.15],
              ],
              0,
              0,
              1,
              1,
            ),
          },
        ),
      { transform: 'rotate(-6 400 400)' },
    )
  );
}
