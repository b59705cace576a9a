// Renders every public route to client/dist/pages/<file> after the client and SSR builds, then writes robots.txt
// and sitemap.xml. Run with Node 24 from the repository root or anywhere:
//   node client/scripts/prerender.mjs            (expects client/dist and client/.ssr/entry-server.js)
// Env: APP_ORIGIN (default http://localhost:3000) for canonical links, Open Graph URLs and the sitemap.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const clientDir = dirname(dirname(fileURLToPath(import.meta.url)));
// CLIENT_DIST (as the server reads it) and CLIENT_SSR_DIST let a build go elsewhere than client/dist and client/.ssr.
const distDir = resolve(process.env.CLIENT_DIST ?? join(clientDir, 'dist'));
const ssrDir = resolve(process.env.CLIENT_SSR_DIST ?? join(clientDir, '.ssr'));
const origin = (process.env.APP_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

const HEAD_PATTERN = /<!--app-head:start-->[\s\S]*?<!--app-head:end-->/;
const ROOT_PLACEHOLDER = '<!--app-html-->';

function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || chunk.isEntry) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

function preloadTags(manifest, moduleKey) {
  if (!moduleKey || !manifest[moduleKey]) {
    console.warn(`prerender: no manifest entry for ${moduleKey}; its chunk will load after the entry`);
    return '';
  }
  return chunkFiles(manifest, moduleKey)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

function fillTemplate(template, { head, html }, preload) {
  if (!HEAD_PATTERN.test(template) || !template.includes(ROOT_PLACEHOLDER)) {
    throw new Error('client/dist/index.html lacks the <!--app-head:start/end--> or <!--app-html--> markers');
  }
  const headBlock = [head, preload].filter(Boolean).join('\n    ');
  return template.replace(HEAD_PATTERN, () => headBlock).replace(ROOT_PLACEHOLDER, () => html);
}

function sitemap(routes) {
  const urls = routes.map((route) => `  <url><loc>${origin}${route}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const COMPRESSIBLE = /\.(?:js|css|html|svg|xml|txt|json|webmanifest)$/;

/** Writes .br and .gz beside every text file worth compressing, so the server sends them without work per request. */
async function precompress(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = join(dir, entry);
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
    const content = await readFile(file);
    await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

async function main() {
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const { render, PRERENDER_TARGETS, NOT_FOUND_MODULE, pageFileFor, NOT_FOUND_PAGE } = server;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));

  const pages = [
    ...PRERENDER_TARGETS.map(({ path, module }) => ({ url: path, file: pageFileFor(path), module })),
    // Any unmatched URL renders the catch-all route; the server sends this file with status 404.
    { url: '/__prerender-not-found__', file: NOT_FOUND_PAGE, module: NOT_FOUND_MODULE },
  ];

  for (const page of pages) {
    const rendered = await render(page.url, origin);
    const target = join(distDir, 'pages', page.file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, fillTemplate(template, rendered, preloadTags(manifest, page.module)));
    console.log(`prerender: ${page.url} -> pages/${page.file} (${rendered.html.length} chars)`);
  }

  await writeFile(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  await writeFile(join(distDir, 'sitemap.xml'), sitemap(PRERENDER_TARGETS.map(({ path }) => path)));

  // What the server checks at start: a production build (no chunk with React's development JSX runtime, whatever
  // NODE_ENV the build ran under), and the origin the pages name, which the server rewrites to its own APP_ORIGIN.
  const assets = await readdir(join(distDir, 'assets'));
  let devChunks = 0;
  for (const file of assets.filter((name) => name.endsWith('.js'))) {
    if ((await readFile(join(distDir, 'assets', file), 'utf8')).includes('jsxDEV')) devChunks += 1;
  }
  await writeFile(join(distDir, 'build.json'), `${JSON.stringify({ production: devChunks === 0, origin }, null, 2)}\n`);
  if (devChunks) console.warn(`prerender: ${devChunks} chunks use React's development runtime: this is not a production build`);

  // Build-only artefacts must not be served.
  await rm(join(distDir, '.vite'), { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  console.log(`prerender: wrote ${pages.length} pages, robots.txt and sitemap.xml for ${origin}`);
  console.log(`prerender: precompressed ${await precompress(distDir)} files (brotli and gzip)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
