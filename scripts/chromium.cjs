// Finds the system Chromium. Playwright must never download its own browser here.
const fs = require('node:fs');

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

const chromiumPath = candidates.find((p) => fs.existsSync(p)) ?? null;

// Root in a container needs --no-sandbox; the rest keep Chromium off the (closed) network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

const installHint = 'sudo apt-get update && sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)';

module.exports = { chromiumPath, chromiumArgs, installHint };
