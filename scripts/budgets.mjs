// `npm run size` and `npm test`'s bundle budgets: size-limit over .size-limit.js, in parts of at
// most PART_SIZE checks, one after the other. Every route in every locale has two budgets (about
// 1,400 checks with ten locales), and size-limit opens every file of every check at once: in one
// run that exceeds the open-file limit (EMFILE). Each part is a process of its own that checks the
// entries whose index falls in it (SIZE_LIMIT_PART=k/n, read by .size-limit.js).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const PART_SIZE = 500;
const checks = (await import(pathToFileURL(path.resolve('.size-limit.js')).href)).default.length;
const parts = Math.max(1, Math.ceil(checks / PART_SIZE));
let failed = false;
for (let part = 1; part <= parts; part++) {
  if (parts > 1) console.log(`\nsize-limit part ${part} of ${parts} (${checks} checks in all)`);
  const run = spawnSync('node_modules/.bin/size-limit', process.argv.slice(2), { stdio: 'inherit', env: { ...process.env, SIZE_LIMIT_PART: `${part}/${parts}` } });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
