// Browser tests drive Debian's Chromium; Playwright never downloads a browser here.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n',
    );
    process.exit(1);
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package (about a minute)...`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
