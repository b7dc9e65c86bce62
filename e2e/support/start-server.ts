// Playwright's webServer: the built shop on a fresh embedded database, removed afterwards.
import { E2E_PORT } from '../playwright.config.js';
import { removeFolder, scratchFolder, startShopServer } from './shop-server.js';

const dataDir = await scratchFolder();
const server = await startShopServer({ port: E2E_PORT, dataDir });
console.log(`Test shop on ${server.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const code = await server.stop();
  await removeFolder(dataDir);
  process.exit(code ?? 0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.process.on('exit', (code) => {
  if (stopping) return;
  console.error(`The test shop stopped unexpectedly (${code}):\n${server.output()}`);
  void removeFolder(dataDir).then(() => process.exit(1));
});
