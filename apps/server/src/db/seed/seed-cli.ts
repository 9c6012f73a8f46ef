// `npm run db:seed`: migrates, then seeds the demo catalogue when the shop has no products. Like the
// server, it takes the data folder's lock, so it refuses to run beside a running embedded shop.
import { loadEnv } from '../../config/env.js';
import { openConfiguredDatabase } from '../client.js';
import { prepareDatabase } from '../prepare.js';

const config = loadEnv();
const database = await openConfiguredDatabase(config, 2);
try {
  const seeded = await prepareDatabase(database, { seedDemoData: true });
  console.log(
    seeded > 0 ? `Seeded ${seeded} demo products.` : 'The shop already has products; nothing seeded.',
  );
} finally {
  await database.close();
}
