import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // One stylesheet linked from the HTML: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    // The server's CSP allows no data: URIs, so every asset stays a file.
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to preload each page's lazy chunk, then deleted.
    manifest: true,
    // The prerendered HTML preloads the chunks of its own page; Vite's runtime preloader (its helper, the map of
    // every chunk's dependencies and a polyfill) would add ~2 KB to the entry for later navigations only.
    modulePreload: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
