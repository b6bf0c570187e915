// SPDX-License-Identifier: MIT
// node examples/web/tests/start-time.mjs [RUNS] [phone]
// The page's time to its first playable tile, measured (never asserted):
// RUNS loads (10 by default) of a fresh page, each in a new browser context
// (an empty cache), from the page's server as the tests start it (`vite
// preview` of build-web/site); prints each load's time from navigation and
// from the page's script, their medians and the machine's load average,
// without which a time on shared cores says little (docs/web.md, figures).
import os from 'node:os';
import { DESKTOP, PHONE, launch, open } from './page.mjs';

const runs = Number(process.argv[2] ?? 10);
const phone = process.argv[3] === 'phone';
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const env = await launch();
const nav = [], script = [];
try {
  for (let i = 0; i < runs; i++) {
    const page = await open(env.browser, phone ? PHONE : DESKTOP);
    await page.goto(`${env.base}?seed=5`);
    await page.waitForFunction(() => window.safariPage?.firstPlayableMs != null, null, { timeout: 60000 });
    const s = await page.evaluate(() => ({ nav: window.safariPage.firstPlayableMs, script: window.safariPage.firstPlayableFromScriptMs }));
    nav.push(s.nav);
    script.push(s.script);
    console.log(`load ${i + 1}: ${s.nav.toFixed(0)} ms from navigation, ${s.script.toFixed(0)} ms from the page's script`);
    await page.context().close();
  }
} finally {
  await env.close();
}
console.log(`figure: first playable tile (${phone ? 'phone' : 'desktop'}), ${runs} fresh loads: median ${median(nav).toFixed(0)} ms ` +
  `(${Math.min(...nav).toFixed(0)}-${Math.max(...nav).toFixed(0)}) from navigation, median ${median(script).toFixed(0)} ms from the script; ` +
  `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (target 500 ms on a quiet machine)`);
