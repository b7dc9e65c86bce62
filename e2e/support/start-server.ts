// Playwright's webServer: the built shop on a fresh embedded database, removed afterwards. It
// sends its mails over real SMTP to a loopback catcher that the tests read (mail-catcher.ts).
import { E2E_PORT } from '../playwright.config.js';
import { mailFolder, startMailCatcher } from './mail-catcher.js';
import { startShopServer } from './shop-server.js';
import { removeFolder, scratchFolder } from '../../test-support/scratch-folder.js';

const dataDir = await scratchFolder('shop-e2e-');
const mailCatcher = await startMailCatcher(mailFolder(E2E_PORT));
const server = await startShopServer({
  port: E2E_PORT,
  dataDir,
  env: {
    MAIL_URL: mailCatcher.url,
    // Every browser test comes from 127.0.0.1: per-IP limits meant for one person would stop
    // the suite after twenty sign-ups. The limits themselves are tested in the API tests; the
    // per-account limits stay as they are.
    RATE_LIMIT_SIGNUP_PER_IP: '10000',
    RATE_LIMIT_SIGNIN_PER_IP: '10000',
    RATE_LIMIT_PASSWORD_RESET_PER_IP: '10000',
    RATE_LIMIT_WITHDRAWAL_LINK_PER_IP: '10000',
    RATE_LIMIT_CONTACT_PER_IP: '10000',
    RATE_LIMIT_PROFILE_PER_IP: '10000',
  },
});
console.log(`Test shop on ${server.url}, its mails caught on ${mailCatcher.url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const code = await server.stop();
  await mailCatcher.stop();
  await removeFolder(dataDir);
  process.exit(code ?? 0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.process.on('exit', (code) => {
  if (stopping) return;
  console.error(`The test shop stopped unexpectedly (${code}):\n${server.output()}`);
  void Promise.all([mailCatcher.stop(), removeFolder(dataDir)]).then(() => process.exit(1));
});
