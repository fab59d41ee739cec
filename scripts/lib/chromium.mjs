// The journeys run in Debian's Chromium. When it is missing, install it if we can; otherwise say how.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * How every headless run starts it (journeys, screenshots, benchmark). The machine has no network:
 * background fetches would only fail (and add noise to measurements), so they are turned off.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Makes sure Chromium is at CHROMIUM, installing Debian's package as root; throws with instructions otherwise. */
export function ensureChromium({ log = console.log } = {}) {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'], { stdio: 'inherit', env });
    if (install && install.status === 0 && fs.existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `Chromium is not installed at ${CHROMIUM}, and the browser journeys need it.\n` +
      '  On Debian or Ubuntu: sudo apt-get install chromium\n' +
      '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.\n' +
      'The journeys are never skipped, so npm test fails until Chromium is there.',
  );
}
