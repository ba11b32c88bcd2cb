// The browser every script of the repository drives: Debian's Chromium (CHROMIUM_PATH to use
// another), headless, with nothing of its own running in the background that would disturb a
// measurement or reach the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
