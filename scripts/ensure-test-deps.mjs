/**
 * Runs before `npm test`: the browser tests need Debian's Chromium (never a downloaded
 * browser) and an Arabic font, and the tax-QR tests render invoice pages with poppler's
 * pdftoppm (docs/decisions/041-verifactu-records.md). On a fresh Debian machine, as root, they
 * are installed here.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARABIC_FONT_DIR = '/usr/share/fonts/truetype/noto';
const missing = [];
if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
if (!fs.existsSync(ARABIC_FONT_DIR)) missing.push('fonts-noto-core');
if (!fs.existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');

if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error(`The tests need: ${missing.join(', ')}. Install with: sudo ${command}`);
    process.exit(1);
  }
  console.info(`Installing ${missing.join(', ')} for the tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${command}`, { stdio: 'inherit' });
}
