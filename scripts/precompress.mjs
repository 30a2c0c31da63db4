// Precompressed copies of the built site's text files: `<file>.gz` and `<file>.br` beside each
// text file of 1 kB or more, for nginx's gzip_static (and brotli_static where the module is
// loaded), for CDNs and hosts that serve precompressed files, and for scripts/serve.mjs. A
// server then never compresses at request time, and the files are compressed once at the
// high levels (gzip 9, brotli 9) that a server would not spend per request.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Files worth compressing: text formats (fonts and PNGs are compressed already). */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|xml|txt|map)$/;
export const MIN_BYTES = 1024;
/**
 * Brotli quality 9, not its best (11): 11 switches to a much slower search that cost about 4 s
 * more CPU on this 2-core machine (5.0 s against 1.0 s of user time for the whole precompression)
 * for 4 % fewer bytes (2.7 MB against 2.8 MB over 7.9 MB of text). Level 9 is already a third
 * smaller than gzip -9.
 */
const BROTLI_QUALITY = 9;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Writes the .gz and .br copies under `root`, skipping `skip` (paths relative to root, e.g. the
 * published Storybook) and any copy that would not be smaller. zlib's async calls run on libuv's
 * thread pool (4 threads), so the files compress in parallel with each other and with this
 * thread's reads and writes. Returns what it did, for the build log.
 */
export async function precompress(root, { skip = [] } = {}) {
  const started = performance.now();
  const files = walk(root).filter((file) => {
    const rel = path.relative(root, file).split(path.sep).join('/');
    return COMPRESSIBLE.test(file) && !skip.some((prefix) => rel.startsWith(prefix)) && fs.statSync(file).size >= MIN_BYTES;
  });
  let bytes = 0;
  let gzBytes = 0;
  let brBytes = 0;
  // The site and the embed share some files byte for byte (the password dictionaries): each
  // content is compressed once.
  /** @type {Map<string, Promise<[Buffer, Buffer]>>} */
  const compressed = new Map();
  const compress = (data) => {
    const key = crypto.createHash('sha256').update(data).digest('hex');
    if (!compressed.has(key)) {
      compressed.set(
        key,
        Promise.all([
          gzip(data, { level: 9 }),
          brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
        ]),
      );
    }
    return compressed.get(key);
  };
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.promises.readFile(file);
      const [gz, br] = await compress(data);
      bytes += data.length;
      const copies = [];
      if (gz.length < data.length) copies.push([`${file}.gz`, gz]);
      if (br.length < data.length) copies.push([`${file}.br`, br]);
      gzBytes += gz.length < data.length ? gz.length : 0;
      brBytes += br.length < data.length ? br.length : 0;
      // The copies carry the original's time: gzip_static sends the .gz file's Last-Modified and
      // ETag, and scripts/serve.mjs serves a copy only while it is not older than the original.
      const { atime, mtime } = await fs.promises.stat(file);
      await Promise.all(
        copies.map(async ([copy, out]) => {
          await fs.promises.writeFile(copy, out);
          await fs.promises.utimes(copy, atime, mtime);
        }),
      );
    }),
  );
  return { files: files.length, bytes, gzBytes, brBytes, ms: Math.round(performance.now() - started) };
}

// CLI: node scripts/precompress.mjs [dir]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await precompress(process.argv[2] ?? 'dist', { skip: ['storybook/'] });
  const mb = (n) => (n / 1e6).toFixed(1);
  console.log(`precompressed ${result.files} files: ${mb(result.bytes)} MB → gzip ${mb(result.gzBytes)} MB, brotli ${mb(result.brBytes)} MB (${result.ms} ms)`);
}
