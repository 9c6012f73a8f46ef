// Sneakers in side profile, toe to the right: the sole's height and colours, the upper's cut and
// cloth, how it fastens and its trim vary per model (runner, trail, court, high top, slip-on...).
import { circle, darken, ellipse, group, lighten, path, rect, type Art, type Hex } from './svg-kit.js';

export type SneakerLook = {
  kind: 'sneaker';
  upper: Hex;
  /** Trim: overlays, stripes, heel tab. */
  trim: Hex;
  sole: Hex;
  outsole: Hex;
  /** Collar height: low, mid, high (basketball). */
  collar: 'low' | 'mid' | 'high';
  /** Midsole height in px: a court shoe's cupsole is low, a racing shoe's foam stack tall. */
  soleHeight: number;
  /** How much higher the heel sits than the toe. */
  drop: number;
  cloth: 'mesh' | 'leather' | 'canvas' | 'suede' | 'knit';
  fastening: 'laces' | 'slip-on' | 'straps';
  accent: 'swoosh' | 'stripes' | 'panel' | 'star' | 'none';
  /** Extras: trail lugs, a rubber toe cap, a carbon plate, lights in the sole, a waffle tread. */
  extras?: readonly ('lugs' | 'toe-cap' | 'plate' | 'lights' | 'waffle')[];
  /** Shoe length in px (kids' shoes are shorter). */
  length?: number;
};

function clothPaint(art: Art, look: SneakerLook): string {
  const c = look.upper;
  switch (look.cloth) {
    case 'mesh':
      return art.pattern(
        rect(0, 0, 10, 10, 0, { fill: c }) + circle(5, 5, 2, { fill: darken(c, 0.22) }),
        10,
        10,
      );
    case 'knit':
      return art.pattern(
        rect(0, 0, 12, 8, 0, { fill: c }) +
          path('M0 4 Q3 0 6 4 T12 4', { fill: 'none', stroke: lighten(c, 0.25), 'stroke-width': 1.6 }),
        12,
        8,
      );
    case 'canvas':
      return art.pattern(
        rect(0, 0, 8, 8, 0, { fill: c }) +
          rect(0, 0, 8, 1.3, 0, { fill: darken(c, 0.12) }) +
          rect(0, 0, 1.3, 8, 0, { fill: darken(c, 0.08) }),
        8,
        8,
      );
    case 'suede':
      return art.pattern(
        rect(0, 0, 14, 14, 0, { fill: c }) +
          circle(3, 4, 1.6, { fill: lighten(c, 0.12) }) +
          circle(10, 9, 1.8, { fill: darken(c, 0.1) }) +
          circle(6, 12, 1.2, { fill: lighten(c, 0.08) }),
        14,
        14,
      );
    case 'leather':
      return c;
  }
}

type Pt = [number, number];
const poly = (points: readonly Pt[]): string =>
  points
    .map(([x, y], i) => `${i ? 'L' : 'M'}${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`)
    .join(' ');

/** One shoe in local coordinates: heel at x 0, toe at x 580, the ground at y 0 (up is negative). */
function shoe(art: Art, look: SneakerLook): string {
  const extras = new Set(look.extras ?? []);
  const sole = look.soleHeight;
  const heelSole = sole + look.drop;
  /** The toe turns up off the ground. */
  const spring = (x: number) => (x < 440 ? 0 : -(((x - 440) / 150) ** 2) * 22);
  const soleTopAt = (x: number) => -(heelSole - (look.drop * x) / 580) + spring(x);
  const collarHeight = { low: 150, mid: 185, high: 262 }[look.collar];
  const heelTop = soleTopAt(20) - collarHeight;
  const toeTop = soleTopAt(520) - 84;
  const toeEnd = soleTopAt(584);

  const upper =
    `M6 ${soleTopAt(6)} C-6 ${soleTopAt(6) - collarHeight * 0.45} 2 ${heelTop + 24} 22 ${heelTop} ` +
    `C60 ${heelTop + 6} 110 ${heelTop + 34} 150 ${heelTop + 36} ` +
    `C180 ${heelTop + 36} 200 ${heelTop + 20} 212 ${heelTop + 4} ` +
    `L286 ${heelTop + 22} ` +
    `C360 ${heelTop + 40 + (toeTop - heelTop) * 0.3} 430 ${toeTop - 4} 500 ${toeTop} ` +
    `C556 ${toeTop + 4} 592 ${toeTop + 34} 586 ${toeEnd} Z`;
  const clip = art.clip(path(upper, {}));

  // Sole: the midsole follows the upper; the outsole is the last 12 px above the ground.
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const tread: Pt[] = [];
  for (let x = 6; x <= 584; x += 14) {
    top.push([x, soleTopAt(x)]);
    bottom.push([x, spring(x) - 12]);
    tread.push([x, spring(x)]);
  }
  const nose: Pt[] = [
    [594, toeEnd + 4],
    [600, (toeEnd + spring(584)) / 2],
    [592, spring(584) - 2],
  ];
  const heelBack: Pt[] = [
    [2, -6],
    [-2, soleTopAt(6) * 0.6],
  ];
  const midsole = `${poly([...top, ...nose, ...[...bottom].reverse(), [4, -12], ...heelBack])} Z`;
  const outsole = `${poly([...bottom, [592, spring(584) - 2], ...[...tread].reverse(), [8, 0], [2, -6]])} Z`;

  let trim = '';
  // Heel counter.
  trim += path(
    `M6 ${soleTopAt(6)} C-6 ${soleTopAt(6) - collarHeight * 0.45} 2 ${heelTop + 24} 22 ${heelTop} L70 ${heelTop + 14} C90 ${heelTop + collarHeight * 0.5} 96 ${soleTopAt(96) - 24} 120 ${soleTopAt(120)}Z`,
    {
      fill: look.cloth === 'canvas' ? 'none' : look.trim,
    },
  );
  if (extras.has('toe-cap')) {
    trim += path(
      `M452 ${soleTopAt(452)} C456 ${toeTop + 30} 480 ${toeTop + 6} 512 ${toeTop + 4} C560 ${toeTop + 8} 592 ${toeTop + 34} 586 ${toeEnd} Z`,
      {
        fill: look.cloth === 'canvas' ? '#f5f5f4' : look.trim,
      },
    );
  }
  switch (look.accent) {
    case 'swoosh':
      trim += path(
        `M110 ${soleTopAt(110) - 26} C210 ${soleTopAt(210) - 44} 360 ${toeTop - 4} 470 ${toeTop + 8} C380 ${toeTop + 46} 260 ${soleTopAt(220) - 16} 160 ${soleTopAt(160) - 8} C130 ${soleTopAt(130) - 6} 112 ${soleTopAt(112) - 14} 110 ${soleTopAt(110) - 26}Z`,
        { fill: look.trim },
      );
      break;
    case 'stripes':
      for (let i = 0; i < 3; i += 1) {
        const x = 200 + i * 48;
        trim += path(
          `M${x} ${soleTopAt(x) + 4} L${x + 24} ${soleTopAt(x + 24) + 4} L${x + 118} ${heelTop + 36 + i * 22} L${x + 94} ${heelTop + 30 + i * 22}Z`,
          {
            fill: look.trim,
          },
        );
      }
      break;
    case 'panel':
      trim += path(
        `M120 ${soleTopAt(120)} C150 ${heelTop + 70} 300 ${toeTop - 10} 440 ${soleTopAt(440) - 30} L430 ${soleTopAt(430)}Z`,
        {
          fill: look.trim,
          opacity: 0.95,
        },
      );
      break;
    case 'star': {
      const cx = 150;
      const cy = heelTop + collarHeight * 0.55;
      let d = '';
      for (let k = 0; k < 10; k += 1) {
        const r = k % 2 ? 10 : 24;
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        d += `${k ? 'L' : 'M'}${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)} `;
      }
      trim +=
        circle(cx, cy, 36, { fill: '#ffffff', stroke: look.trim, 'stroke-width': 6 }) +
        path(`${d}Z`, { fill: look.trim });
      break;
    }
    case 'none':
      break;
  }
  // Collar lining.
  trim += path(
    `M22 ${heelTop} C60 ${heelTop + 6} 110 ${heelTop + 34} 150 ${heelTop + 36} C180 ${heelTop + 36} 200 ${heelTop + 20} 212 ${heelTop + 4}`,
    {
      fill: 'none',
      stroke: darken(look.upper, 0.5),
      'stroke-width': 14,
    },
  );
  if (look.collar !== 'low') {
    trim += path(`M14 ${heelTop + 22} C70 ${heelTop + 34} 130 ${heelTop + 58} 206 ${heelTop + 34}`, {
      fill: 'none',
      stroke: lighten(look.upper, 0.25),
      'stroke-width': 10,
      opacity: 0.6,
    });
  }
  // Stitching just above the sole, and the eyestay along the instep.
  const stitching = path(poly(top.map(([x, y]): Pt => [x, y - 12])), {
    fill: 'none',
    stroke: darken(look.upper, 0.35),
    'stroke-width': 2,
    'stroke-dasharray': '6 5',
    opacity: 0.7,
  });

  const instepStart: Pt = [222, heelTop + 12];
  const instepEnd: Pt = [450, toeTop + 10];
  const along = (t: number, offset = 0): Pt => {
    const dx = instepEnd[0] - instepStart[0];
    const dy = instepEnd[1] - instepStart[1];
    const len = Math.hypot(dx, dy);
    return [instepStart[0] + dx * t - (dy / len) * offset, instepStart[1] + dy * t + (dx / len) * offset];
  };
  let fastening = '';
  if (look.fastening === 'laces') {
    const stay = [along(0, 8), along(1, 8), along(1, 38), along(0, 38)];
    fastening += path(`${poly(stay)} Z`, {
      fill: darken(look.cloth === 'canvas' ? look.upper : look.trim, 0.1),
      opacity: 0.9,
    });
    // The tongue rises above the laces.
    fastening += path(
      `M206 ${heelTop + 8} C206 ${heelTop - 30} 246 ${heelTop - 40} 262 ${heelTop - 14} L270 ${heelTop + 22}Z`,
      {
        fill: lighten(look.upper, 0.1),
        stroke: darken(look.upper, 0.25),
        'stroke-width': 2,
      },
    );
    const pairs = look.collar === 'high' ? 7 : 6;
    for (let i = 0; i < pairs; i += 1) {
      const a = along((i + 0.3) / pairs, 22);
      const b = along((i + 0.9) / pairs, -6);
      fastening +=
        path(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, {
          stroke: darken('#f8fafc', 0.18),
          'stroke-width': 10,
          'stroke-linecap': 'round',
        }) +
        path(`M${a[0]} ${a[1]} L${b[0]} ${b[1]}`, {
          stroke: '#f8fafc',
          'stroke-width': 7,
          'stroke-linecap': 'round',
        }) +
        circle(a[0], a[1], 4.5, { fill: darken(look.upper, 0.5) });
    }
  } else if (look.fastening === 'slip-on') {
    const [gx, gy] = along(0.05, 16);
    fastening += path(`M${gx - 10} ${gy - 6} L${gx + 40} ${gy + 70} L${gx + 70} ${gy + 26}Z`, {
      fill: darken(look.upper, 0.35),
      stroke: darken(look.upper, 0.55),
      'stroke-width': 2,
    });
  } else {
    for (let i = 0; i < 2; i += 1) {
      const [x, y] = along(0.2 + i * 0.45, 20);
      fastening += path(
        `M${x - 70} ${y + 70} L${x + 20} ${y - 16} L${x + 48} ${y + 10} L${x - 44} ${y + 96}Z`,
        {
          fill: look.trim,
          stroke: darken(look.trim, 0.3),
          'stroke-width': 2,
        },
      );
    }
  }

  let soleArt =
    path(midsole, {
      fill: art.linear([
        [0, lighten(look.sole, 0.12)],
        [1, darken(look.sole, 0.1)],
      ]),
    }) + path(outsole, { fill: look.outsole });
  if (look.cloth === 'canvas') {
    // Vulcanised soles have a coloured foxing stripe.
    soleArt += path(poly(top.map(([x, y]): Pt => [x, y + sole * 0.45])), {
      fill: 'none',
      stroke: look.trim,
      'stroke-width': 5,
    });
  }
  if (extras.has('lugs')) {
    for (let x = 24; x < 560; x += 34) soleArt += rect(x, spring(x) - 6, 22, 14, 4, { fill: look.outsole });
  }
  if (extras.has('waffle')) {
    for (let x = 24; x < 570; x += 18)
      soleArt += rect(x, spring(x) - 10, 9, 7, 1, { fill: darken(look.outsole, 0.25) });
  }
  if (extras.has('plate')) {
    soleArt += path(poly(top.map(([x, y]): Pt => [x, y + (sole * 0.5 + look.drop * (1 - x / 580))])), {
      fill: 'none',
      stroke: '#111827',
      'stroke-width': 6,
    });
  }
  if (extras.has('lights')) {
    const colours = ['#f43f5e', '#facc15', '#22d3ee', '#a3e635', '#c084fc'];
    for (let i = 0; i < 9; i += 1) {
      const x = 50 + i * 58;
      const y = (soleTopAt(x) + spring(x) - 12) / 2;
      const colour = colours[i % colours.length] ?? '#ffffff';
      soleArt += circle(x, y, 14, { fill: colour, opacity: 0.35 }) + circle(x, y, 7, { fill: colour });
    }
  }

  const shading = path(upper, {
    fill: art.linear([
      [0, '#ffffff', 0.18],
      [0.45, '#ffffff', 0],
      [1, '#000000', 0.16],
    ]),
  });
  return (
    path(upper, { fill: clothPaint(art, look) }) +
    group(trim + stitching, { 'clip-path': clip }) +
    shading +
    // The heel's pull tab.
    rect(10, heelTop - 24, 24, 40, 8, { fill: look.trim, transform: `rotate(-14 22 ${heelTop})` }) +
    fastening +
    soleArt
  );
}

export function drawSneaker(art: Art, look: SneakerLook): string {
  const length = look.length ?? 640;
  const scale = length / 590;
  const groundY = 540;
  const x0 = 400 - (length * 600) / 590 / 2;
  return (
    ellipse(400, groundY + 2, length * 0.56, 26, {
      fill: art.radial([
        [0, '#1f2430', 0.4],
        [0.6, '#1f2430', 0.15],
        [1, '#1f2430', 0],
      ]),
    }) + group(shoe(art, look), { transform: `translate(${x0} ${groundY}) scale(${scale})` })
  );
}
