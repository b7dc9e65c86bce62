import { loadConfig } from '../../config.js';
import { openDatabase } from '../open.js';
import { storageFor } from '../../storage/index.js';
import { DEMO_ACCOUNTS, seedDemoData } from './index.js';

/** `npm run seed`: migrates and fills an empty shop with the demo data. */
const config = loadConfig();
const database = await openDatabase(config, (message) => console.log(message));
try {
  const result = await seedDemoData(database.connection.db, storageFor(config.storage).media);
  console.log(
    result.productsCreated > 0
      ? `Seeded ${result.productsCreated} demo products.`
      : 'The catalogue already has products; nothing to seed.',
  );
  for (const account of DEMO_ACCOUNTS) {
    console.log(`  ${account.role.padEnd(9)} ${account.email}  password: ${account.password}`);
  }
} finally {
  await database.close();
}
