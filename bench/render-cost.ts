// The CPU one server-drawn page costs the renderer alone: no HTTP, no database, no compression.
// `node --import tsx bench/render-cost.ts [--renders 500] [--profile DIR]` starts the built shop on a
// fresh demo catalogue, loads the renderer it would use (apps/web/dist-server) in this process, and
// draws the home, a category, a product and a search page over and over. Each API request a draw
// makes is answered from a copy of the shop's own answer, fetched once, so only the drawing is timed:
// the renderer's store, its queries' answers put into the store, the components, the markup.
//
// The listing benchmark's page scenarios (bench/listing-run.ts) measure whole requests under load,
// where the load generator, PostgreSQL and the server share two cores and runs differ by 10-30%.
// This one isolates what a change to the web app's components or store does to a draw, in about a
// minute. `--profile DIR` writes a V8 CPU profile of the draws (open it in Chrome's DevTools);
// `--renderer FILE` draws with another build's entry-server.js (a copy of dist-server kept from
// before a change), to compare two builds on the same machine taking turns.
import inspector from 'node:inspector/promises';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { WEB_DIST } from './paths.js';
import { startShop } from './shop.js';

type Answer = { status: number; body: string };
type Renderer = {
  setUpServerRendering: (options: { request: (path: string) => Promise<Answer> }) => void;
  renderPage: (
    url: string,
    options: { origin: string },
  ) => Promise<{ status: number; passes: number } | null>;
};

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '500' },
    profile: { type: 'string' },
    renderer: { type: 'string' },
  },
});
const renders = Number(values.renders);

const shop = await startShop('render-cost', (message) => console.log(message));
try {
  // The renderer reads the shop's name when it loads, as the server's page drawer sets it.
  (globalThis as Record<string, unknown>).__ESHOP_SHOP_NAME__ = 'eShop';
  const rendererFile = values.renderer
    ? path.resolve(values.renderer)
    : path.join(WEB_DIST, '..', 'dist-server', 'entry-server.js');
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const answers = new Map<string, Answer>();
  renderer.setUpServerRendering({
    request: async (requestPath) => {
      let answer = answers.get(requestPath);
      if (!answer) {
        const response = await fetch(`${shop.baseUrl}${requestPath}`);
        answer = { status: response.status, body: await response.text() };
        answers.set(requestPath, answer);
      }
      return answer;
    },
  });

  const { items } = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as {
    items: { id: string; category: string }[];
  };
  const product = items[0];
  if (!product) throw new Error('The demo catalogue is empty.');
  const pages: [string, string][] = [
    ['home', '/'],
    ['category', `/category/${encodeURIComponent(product.category)}`],
    ['product', `/product-details/${product.id}`],
    ['search', '/search?search=phone'],
  ];

  const session = new inspector.Session();
  if (values.profile) {
    session.connect();
    await session.post('Profiler.enable');
  }
  console.log(`\nRenderer CPU per page, ${renders} draws each after 50 to warm up (ms)`);
  console.log('page      cpu ms  wall ms  draws a page  status');
  for (const [name, url] of pages) {
    // Each draw in a task of its own, as the server's requests are: in one await chain of hundreds
    // of draws the event loop never turned, and the heap grew to 130 MB between collections against
    // 40-60 MB with a turn per draw (decision 084), work the server never does.
    const draw = async () => {
      const drawn = await renderer.renderPage(url, { origin: shop.baseUrl });
      await new Promise((resolve) => setImmediate(resolve));
      return drawn;
    };
    for (let i = 0; i < 50; i += 1) await draw();
    if (values.profile) await session.post('Profiler.start');
    const cpuBefore = process.cpuUsage();
    const startedAt = performance.now();
    let last: Awaited<ReturnType<typeof draw>> = null;
    for (let i = 0; i < renders; i += 1) last = await draw();
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - startedAt;
    if (values.profile) {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(values.profile, { recursive: true });
      fs.writeFileSync(path.join(values.profile, `render-${name}.cpuprofile`), JSON.stringify(profile));
    }
    // CPU includes V8's collector threads, so it can exceed the wall time.
    const cpuMs = (cpu.user + cpu.system) / 1000 / renders;
    console.log(
      `${name.padEnd(9)} ${cpuMs.toFixed(2).padStart(6)}  ${(wallMs / renders).toFixed(2).padStart(7)}  ` +
        `${String(last?.passes ?? '-').padStart(12)}  ${last?.status ?? 'not drawn'}`,
    );
  }
  session.disconnect();
} finally {
  await shop.stop();
}
