import { defineConfig, type Plugin } from 'vite';
import { chunkFileNames, sharedPlugins } from './vite.config.ts';

/**
 * `rem` is relative to the *host page's* root font size, which an embedding page may set to
 * anything (even `* { font-size: 40px !important }`). Inside the embed, 1rem is fixed at 16px.
 */
function remToPx(): Plugin {
  return {
    name: 'toolshed-rem-to-px',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = css.replace(/(-?\d*\.?\d+)rem\b/g, (_m, n: string) => `${Number((Number(n) * 16).toFixed(3))}px`);
      }
    },
  };
}

/** The embed bundle: dist/embed/toolshed.js (+ toolshed.css and lazy chunks). */
export default defineConfig({
  plugins: [...sharedPlugins(), remToPx()],
  base: './',
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    modulePreload: false,
    rolldownOptions: {
      input: 'src/embed/embed.ts',
      output: {
        entryFileNames: 'toolshed.js',
        chunkFileNames: chunkFileNames('chunks'),
        assetFileNames: (asset) => (asset.names.some((n) => n.endsWith('.css')) ? 'toolshed.css' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
