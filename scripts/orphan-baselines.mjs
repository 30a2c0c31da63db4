// Visual baselines whose story no longer exists (a story renamed or removed leaves its two PNGs
// behind). The test-runner names each screenshot `${story id}--${theme}.png` (.storybook/test-runner.ts),
// so the expected names come from a whole Storybook build's index.json.
//
//   node scripts/orphan-baselines.mjs [--storybook <dir>] [--delete]
//
// Lists the orphans (exit 1 when there are any); --delete removes them. <dir> defaults to
// storybook-static, else dist/storybook. A narrowed build (SB_STORIES) or one older than a story
// file is refused: it would make every other story's baselines look orphaned.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SNAPSHOTS_DIR = path.join(root, 'tests', 'visual', '__image_snapshots__');
const THEMES = ['light', 'dark'];

/** Every stories file Storybook's main.ts includes in a whole build. */
function storyFiles(dir = path.join(root, 'stories')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(full);
    return /\.stories\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The baselines with no story in `storybookDir`'s index.json. Throws when that build cannot
 * answer: missing, narrowed to some files, or built before a stories file last changed.
 */
export function orphanBaselines(storybookDir) {
  const indexPath = path.join(storybookDir, 'index.json');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} not found: build the whole Storybook first (npx storybook build -o storybook-static --quiet --disable-telemetry).`);
  const entries = Object.values(JSON.parse(readFileSync(indexPath, 'utf8')).entries);
  const built = new Set(entries.map((e) => path.resolve(root, e.importPath)));
  const files = storyFiles();
  const missing = files.filter((f) => !built.has(f));
  if (missing.length > 0) {
    throw new Error(
      `${indexPath} is a narrowed or stale build: no stories from ${missing.map((f) => path.relative(root, f)).join(', ')}. Build the whole Storybook (without SB_STORIES) first.`,
    );
  }
  const builtAt = statSync(indexPath).mtimeMs;
  const newer = files.filter((f) => statSync(f).mtimeMs > builtAt);
  if (newer.length > 0) throw new Error(`${indexPath} is older than ${newer.map((f) => path.relative(root, f)).join(', ')}: build the whole Storybook again first.`);

  const expected = new Set(entries.filter((e) => e.type === 'story').flatMap((e) => THEMES.map((t) => `${e.id}--${t}.png`)));
  return readdirSync(SNAPSHOTS_DIR, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.png') && !expected.has(f.name))
    .map((f) => f.name)
    .sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--storybook');
  const storybookDir = path.resolve(
    dirIndex >= 0 ? (args[dirIndex + 1] ?? '') : ['storybook-static', 'dist/storybook'].find((d) => existsSync(path.join(root, d, 'index.json'))) ?? 'storybook-static',
  );
  try {
    const orphans = orphanBaselines(storybookDir);
    if (orphans.length === 0) {
      console.log(`No orphaned baselines: every PNG in ${path.relative(root, SNAPSHOTS_DIR)} has its story.`);
    } else if (args.includes('--delete')) {
      for (const name of orphans) rmSync(path.join(SNAPSHOTS_DIR, name));
      console.log(`Deleted ${orphans.length} orphaned baselines:\n${orphans.map((n) => `  ${n}`).join('\n')}`);
    } else {
      console.log(`${orphans.length} baselines have no story:\n${orphans.map((n) => `  ${n}`).join('\n')}\nDelete them with: node scripts/orphan-baselines.mjs --delete`);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  }
}
