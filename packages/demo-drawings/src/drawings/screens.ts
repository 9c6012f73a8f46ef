// What a drawn screen shows: a wallpaper for phones, laptops and TVs, clipped to the screen's shape.
import { circle, darken, lighten, path, rect, type Art, type Hex } from './svg-kit.js';

export type Wallpaper = {
  style:
    'waves' | 'blobs' | 'dunes' | 'rings' | 'aurora' | 'hills' | 'synthwave' | 'editor' | 'cad' | 'desktop';
  colours: readonly [Hex, Hex, Hex];
};

type Box = { x: number; y: number; w: number; h: number };

/** The wallpaper filling box (already clipped by the caller). */
export function drawWallpaper(art: Art, { style, colours }: Wallpaper, { x, y, w, h }: Box): string {
  const [c0, c1, c2] = colours;
  const base = rect(x, y, w, h, 0, {
    fill: art.linear(
      [
        [0, c0],
        [1, c1],
      ],
      0,
      0,
      0.4,
      1,
    ),
  });
  const px = (u: number) => x + w * u;
  const py = (v: number) => y + h * v;
  switch (style) {
    case 'waves': {
      const wave = (v: number, amp: number, colour: string, opacity: number) =>
        path(
          `M${px(0)} ${py(v)} C${px(0.3)} ${py(v - amp)} ${px(0.6)} ${py(v + amp)} ${px(1)} ${py(v - amp / 2)} L${px(1)} ${py(1)} L${px(0)} ${py(1)}Z`,
          { fill: colour, 'fill-opacity': opacity },
        );
      return (
        base + wave(0.45, 0.12, c2, 0.55) + wave(0.62, 0.1, lighten(c2, 0.3), 0.6) + wave(0.8, 0.08, c1, 0.8)
      );
    }
    case 'blobs': {
      const soft = art.blur(Math.max(w, h) * 0.06);
      return (
        base +
        circle(px(0.25), py(0.3), w * 0.45, { fill: c2, opacity: 0.9, filter: soft }) +
        circle(px(0.8), py(0.65), w * 0.5, { fill: lighten(c2, 0.45), opacity: 0.8, filter: soft }) +
        circle(px(0.3), py(0.9), w * 0.35, { fill: darken(c1, 0.2), opacity: 0.7, filter: soft })
      );
    }
    case 'dunes': {
      const dune = (v: number, colour: string) =>
        path(
          `M${px(-0.1)} ${py(v)} Q${px(0.35)} ${py(v - 0.16)} ${px(1.1)} ${py(v + 0.05)} L${px(1.1)} ${py(1.1)} L${px(-0.1)} ${py(1.1)}Z`,
          {
            fill: colour,
          },
        );
      return (
        base +
        circle(px(0.7), py(0.25), w * 0.12, { fill: lighten(c2, 0.6) }) +
        dune(0.5, lighten(c2, 0.25)) +
        dune(0.68, c2) +
        dune(0.86, darken(c2, 0.2))
      );
    }
    case 'rings': {
      let rings = '';
      for (let i = 6; i >= 1; i -= 1) {
        rings += circle(px(0.9), py(0.95), Math.max(w, h) * 0.17 * i, {
          fill: i % 2 ? c2 : lighten(c2, 0.35),
          'fill-opacity': 0.35 + i * 0.08,
        });
      }
      return base + rings;
    }
    case 'aurora': {
      const soft = art.blur(Math.max(w, h) * 0.05);
      const ribbon = (v: number, colour: string) =>
        path(
          `M${px(-0.1)} ${py(v)} C${px(0.3)} ${py(v - 0.3)} ${px(0.6)} ${py(v + 0.25)} ${px(1.1)} ${py(v - 0.15)}`,
          {
            stroke: colour,
            'stroke-width': h * 0.12,
            fill: 'none',
            filter: soft,
            opacity: 0.85,
          },
        );
      let stars = '';
      for (let i = 0; i < 14; i += 1) {
        stars += circle(px(((i * 37) % 100) / 100), py(((i * 53) % 60) / 100), Math.max(1.2, w * 0.004), {
          fill: '#ffffff',
          opacity: 0.7,
        });
      }
      return (
        base +
        stars +
        ribbon(0.45, c2) +
        ribbon(0.6, lighten(c2, 0.4)) +
        path(
          `M${px(0)} ${py(0.86)} L${px(0.2)} ${py(0.74)} L${px(0.38)} ${py(0.84)} L${px(0.6)} ${py(0.7)} L${px(0.82)} ${py(0.82)} L${px(1)} ${py(0.76)} L${px(1)} ${py(1)} L${px(0)} ${py(1)}Z`,
          {
            fill: darken(c0, 0.5),
          },
        )
      );
    }
    case 'hills': {
      const hill = (v: number, colour: string, bias: number) =>
        path(
          `M${px(-0.05)} ${py(v)} C${px(0.25 + bias)} ${py(v - 0.18)} ${px(0.55 + bias)} ${py(v - 0.02)} ${px(1.05)} ${py(v - 0.1)} L${px(1.05)} ${py(1.05)} L${px(-0.05)} ${py(1.05)}Z`,
          { fill: colour },
        );
      return (
        base +
        circle(px(0.75), py(0.28), h * 0.11, { fill: '#fff7d6', opacity: 0.9 }) +
        hill(0.62, lighten(c2, 0.35), 0.1) +
        hill(0.76, c2, -0.1) +
        hill(0.9, darken(c2, 0.25), 0.05)
      );
    }
    case 'synthwave': {
      let grid = '';
      const horizon = py(0.58);
      for (let i = 0; i <= 10; i += 1) {
        const u = i / 10;
        grid += path(`M${px(0.5 + (u - 0.5) * 0.3)} ${horizon} L${px(0.5 + (u - 0.5) * 2.4)} ${py(1)}`, {
          stroke: c2,
          'stroke-width': Math.max(1, w * 0.004),
          opacity: 0.8,
        });
      }
      for (let i = 1; i <= 5; i += 1) {
        const v = 0.58 + 0.42 * (i / 5) ** 1.8;
        grid += path(`M${px(0)} ${py(v)} L${px(1)} ${py(v)}`, {
          stroke: c2,
          'stroke-width': Math.max(1, w * 0.004),
          opacity: 0.8,
        });
      }
      const sun = art.linear([
        [0, '#ffe066'],
        [1, '#ff3d7f'],
      ]);
      return (
        base +
        circle(px(0.5), horizon, h * 0.26, { fill: sun }) +
        path(
          `M${px(0)} ${horizon} L${px(0.18)} ${py(0.44)} L${px(0.3)} ${py(0.52)} L${px(0.42)} ${py(0.4)} L${px(0.5)} ${horizon}Z`,
          {
            fill: darken(c0, 0.3),
          },
        ) +
        path(
          `M${px(0.55)} ${horizon} L${px(0.7)} ${py(0.46)} L${px(0.84)} ${py(0.38)} L${px(1)} ${py(0.5)} L${px(1)} ${horizon}Z`,
          {
            fill: darken(c0, 0.3),
          },
        ) +
        rect(x, horizon, w, h * 0.42, 0, { fill: darken(c0, 0.45) }) +
        grid
      );
    }
    case 'editor': {
      // A photo editor: the picture on the left, panels of sliders on the right.
      const photo = { x: px(0.05), y: py(0.1), w: w * 0.62, h: h * 0.8 };
      let sliders = '';
      for (let i = 0; i < 6; i += 1) {
        const sy = py(0.16 + i * 0.12);
        sliders += rect(px(0.72), sy, w * 0.23, h * 0.02, h * 0.01, { fill: '#4b5563' });
        sliders += rect(px(0.72), sy, w * (0.06 + ((i * 7) % 5) * 0.035), h * 0.02, h * 0.01, { fill: c2 });
        sliders += circle(px(0.72) + w * (0.06 + ((i * 7) % 5) * 0.035), sy + h * 0.01, h * 0.025, {
          fill: '#f3f4f6',
        });
      }
      return (
        rect(x, y, w, h, 0, { fill: '#1f2329' }) +
        rect(photo.x, photo.y, photo.w, photo.h, 0, {
          fill: art.linear([
            [0, c0],
            [1, c1],
          ]),
        }) +
        path(
          `M${photo.x} ${photo.y + photo.h} L${photo.x + photo.w * 0.35} ${photo.y + photo.h * 0.35} L${photo.x + photo.w * 0.55} ${photo.y + photo.h * 0.62} L${photo.x + photo.w * 0.72} ${photo.y + photo.h * 0.45} L${photo.x + photo.w} ${photo.y + photo.h * 0.8} L${photo.x + photo.w} ${photo.y + photo.h}Z`,
          { fill: darken(c2, 0.35) },
        ) +
        circle(photo.x + photo.w * 0.78, photo.y + photo.h * 0.25, photo.h * 0.1, { fill: '#fff3c4' }) +
        sliders
      );
    }
    case 'cad': {
      // A workstation's engineering model: a wireframe part on a dark blue grid.
      let grid = '';
      for (let i = 1; i < 12; i += 1) {
        grid += path(`M${px(i / 12)} ${py(0)} L${px(i / 12)} ${py(1)}`, {
          stroke: c1,
          'stroke-width': 1,
          opacity: 0.35,
        });
        grid += path(`M${px(0)} ${py(i / 12)} L${px(1)} ${py(i / 12)}`, {
          stroke: c1,
          'stroke-width': 1,
          opacity: 0.35,
        });
      }
      const cx = px(0.5);
      const cy = py(0.52);
      const r = h * 0.3;
      const stroke = { stroke: c2, 'stroke-width': Math.max(1.5, w * 0.006), fill: 'none' };
      let teeth = '';
      for (let i = 0; i < 12; i += 1) {
        const angle = (i / 12) * Math.PI * 2;
        teeth += path(
          `M${cx + Math.cos(angle) * r} ${cy + Math.sin(angle) * r * 0.6} L${cx + Math.cos(angle) * r * 1.2} ${cy + Math.sin(angle) * r * 0.72}`,
          stroke,
        );
      }
      return (
        rect(x, y, w, h, 0, { fill: c0 }) +
        grid +
        `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.6}" stroke="${c2}" stroke-width="${Math.max(1.5, w * 0.006)}" fill="${c2}" fill-opacity="0.12"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.4}" ry="${r * 0.24}" stroke="${c2}" stroke-width="${Math.max(1.5, w * 0.006)}" fill="none"/>` +
        teeth +
        rect(x, y, w, h * 0.07, 0, { fill: darken(c0, 0.4) }) +
        rect(x, y, w * 0.08, h, 0, { fill: darken(c0, 0.25) })
      );
    }
    case 'desktop': {
      // An office desktop: a light wallpaper with a spreadsheet window.
      const win = { x: px(0.1), y: py(0.12), w: w * 0.8, h: h * 0.7 };
      let cells = '';
      for (let row = 0; row < 7; row += 1) {
        for (let col = 0; col < 5; col += 1) {
          cells += rect(
            win.x + win.w * (0.04 + col * 0.19),
            win.y + win.h * (0.2 + row * 0.11),
            win.w * 0.17,
            win.h * 0.07,
            1,
            { fill: row === 0 ? c2 : col === 0 ? '#e5e7eb' : '#f3f4f6' },
          );
        }
      }
      return (
        base +
        rect(win.x, win.y, win.w, win.h, h * 0.02, { fill: '#ffffff' }) +
        rect(win.x, win.y, win.w, win.h * 0.1, h * 0.02, { fill: darken(c2, 0.15) }) +
        cells +
        rect(x, py(0.92), w, h * 0.08, 0, { fill: '#ffffff', opacity: 0.7 })
      );
    }
  }
}
