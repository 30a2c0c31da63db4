// `npm run build:lib` (and `npm pack` through `prepack`): the React package in lib/.
//   lib/ui.js, lib/tools.js, lib/chunks/, lib/assets/  vite.lib.config.ts (ES modules, deps external)
//   lib/styles.css                                      every vanilla-extract style, one file
//   lib/fonts.css                                       optional: the self-hosted UI fonts
//   lib/types/                                          declarations (tsconfig.lib.json)
//   lib/embed/                                          the custom-element loader, as dist/embed/, and the
//                                                       elements' types (toolshed.d.ts, react.d.ts)
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const lib = path.join(root, 'lib');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (exit ${code})`))));
  });
}

fs.rmSync(lib, { recursive: true, force: true });
await run(bin('vite'), ['build', '-c', 'vite.lib.config.ts', '--logLevel', 'warn']);
// The same build as the site's /embed/ (same config, same output), only written into lib/.
await run(bin('vite'), ['build', '-c', 'vite.embed.config.ts', '--outDir', 'lib/embed', '--emptyOutDir', '--logLevel', 'warn']);
await run(bin('tsc'), ['-p', 'tsconfig.lib.json']);

// Fonts stay out of styles.css (apps often bring their own); this file pulls in the same
// self-hosted variable fonts the site uses, resolved by the consumer's bundler.
fs.writeFileSync(
  path.join(lib, 'fonts.css'),
  '@import "@fontsource-variable/inter/wght.css";\n@import "@fontsource-variable/jetbrains-mono/wght.css";\n',
);

// The custom-elements manifest beside the loader, as the prerender writes it into dist/embed/.
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const server = await createServer({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'error', server: { middlewareMode: true, ws: false }, appType: 'custom' });
try {
  const { embedManifest } = await server.ssrLoadModule('/src/tools/embed-manifest.ts');
  fs.writeFileSync(path.join(lib, 'embed', 'custom-elements.json'), `${JSON.stringify(embedManifest(version), null, 2)}\n`);
  // The elements' types from the same declarations: `toolshed/embed` (tag map, typed
  // toolshed-change, value) and `toolshed/embed/react` (JSX for React 19; types only).
  const { elementTypes } = await server.ssrLoadModule('/src/embed/element-types.ts');
  const { toolApis } = await server.ssrLoadModule('/src/tools/apis.ts');
  const { getTool } = await server.ssrLoadModule('/src/tools/catalogue.ts');
  const types = elementTypes(toolApis.map(({ id, api }) => ({ id, name: getTool(id)?.name ?? id, api })));
  fs.writeFileSync(path.join(lib, 'embed', 'toolshed.d.ts'), types.index);
  fs.writeFileSync(path.join(lib, 'embed', 'react.d.ts'), types.react);
  fs.writeFileSync(path.join(lib, 'embed', 'react.js'), "// toolshed/embed/react holds types only (react.d.ts): JSX for the <toolshed-{id}> elements.\nexport {};\n");
} finally {
  await server.close();
}
console.log(`lib/ built: ${fs.readdirSync(lib).join(', ')}`);
