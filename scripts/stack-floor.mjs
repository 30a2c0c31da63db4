// `npm run stack-floor`: what the stack weighs before any Toolshed code. Builds two bare apps
// with the site's build settings (Vite, React plugin, react-aria's en-US locale trimming, es2022)
// and prints their gzip size: React's hydrateRoot alone; plus react-aria-components' Button and
// Link. The page budgets in .size-limit.js are judged against these numbers.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const apps = {
  'react-dom hydrateRoot': `
    import { hydrateRoot } from 'react-dom/client';
    hydrateRoot(document.getElementById('root'), <p>Hello</p>);`,
  // The site's router is its own code (src/site/router/, about 2 kB gzip): react-router-dom, which
  // weighed 12.7 kB here, is no longer part of the stack.
  '+ react-aria-components (Button, Link, I18nProvider, RouterProvider)': `
    import { hydrateRoot } from 'react-dom/client';
    import { Button, I18nProvider, Link, RouterProvider } from 'react-aria-components';
    function App() {
      const navigate = (to) => history.pushState(null, '', to);
      return (
        <RouterProvider navigate={navigate}>
          <I18nProvider locale="en-US">
            <Button onPress={() => navigate('/tools')}>{location.pathname}</Button>
            <Link href="/a">a</Link>
          </I18nProvider>
        </RouterProvider>
      );
    }
    hydrateRoot(document.getElementById('root'), <App />);`,
};

// Inside the project, so the entries resolve the project's own node_modules.
const work = fs.mkdtempSync(path.join(process.cwd(), 'node_modules', '.stack-floor-'));
try {
  for (const [name, source] of Object.entries(apps)) {
    const entry = path.join(work, 'entry.jsx');
    fs.writeFileSync(entry, source);
    const outDir = path.join(work, 'out');
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] })],
      build: { outDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { input: entry } },
    });
    const files = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(outDir, 'assets', f)), { level: 9 }).length, 0);
    console.log(`${(gzip / 1000).toFixed(1).padStart(6)} kB gzip  ${name}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
