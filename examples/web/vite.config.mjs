// SPDX-License-Identifier: MIT
// Vite serves the page (docs/web.md):
//   npx vite --config examples/web/vite.config.mjs           the sources, for development:
//                                                            examples/web with the binding
//                                                            of build-web/js as ./safari/
//   npx vite build --config examples/web/vite.config.mjs     the page bundled into
//                                                            build-web/site (scripts/web.sh)
//   npx vite preview --config examples/web/vite.config.mjs   the page scripts/web.sh
//                                                            assembled in build-web/site
// (scripts/web.sh --dev and --serve run them). Both listen on 127.0.0.1
// only and keep the rules of inside.mjs in front of Vite's own.
// Environment: SAFARI_JS and SAFARI_SITE move the two folders.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guard, locate, shield } from './inside.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const js = path.resolve(process.env.SAFARI_JS ?? path.join(root, 'build-web/js'));
const site = path.resolve(process.env.SAFARI_SITE ?? path.join(root, 'build-web/site'));

const TYPES = { '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.d.ts': 'text/plain' };

/** The rules in front of both servers; in development, /safari/ (the
 * page's links to the binding: preloads, the module's bytes) answered
 * from build-web/js. */
const rules = {
  name: 'safari-page-rules',
  configureServer(server) {
    shield(server.httpServer);
    server.middlewares.use((req, res, next) => {
      if (!req.url?.startsWith('/safari/')) { next(); return; }
      locate(js, req.url.slice('/safari'.length)).then(async ({ file, status }) => {
        if (status) { res.writeHead(status).end(); return; }
        res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(await readFile(file));
      }, next);
    });
    server.middlewares.use(guard(here, { dev: true }));
  },
  configurePreviewServer(server) {
    shield(server.httpServer);
    server.middlewares.use(guard(site));
  },
};

/** In the built page (`vite build`, scripts/web.sh), the preload of the
 * module's bytes names the file Vite emitted (assets/safari_wasm-HASH.wasm,
 * the one the loader fetches), not the copy in safari/: one download. */
const wasmPreload = {
  name: 'safari-wasm-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const wasm = Object.keys(bundle ?? {}).find((f) => /safari_wasm-[^/]*\.wasm$/.test(f));
      if (!wasm) throw new Error('safari-wasm-preload: the build emitted no safari_wasm-*.wasm');
      // The marker of scripts/web-preloads.mjs has no use in a bundle.
      return html.replace('href="./safari/safari_wasm.wasm"', `href="./${wasm}"`)
        .replace(/\n<!-- scripts\/web\.sh puts here[^]*?<!-- modulepreloads -->/, '');
    },
  },
};

export default {
  root: here,
  clearScreen: false,
  plugins: [rules, wasmPreload],
  // The built page works from any folder.
  base: './',
  // The page imports its binding as ./safari/safari.mjs: in development
  // that is build-web/js.
  resolve: { alias: [{ find: /^\.\/safari\//, replacement: `${js}/` }] },
  server: { host: '127.0.0.1', port: 8080, fs: { strict: true, allow: [here, js] } },
  preview: { host: '127.0.0.1', port: 8080 },
  // `vite preview` serves build.outDir: the page as scripts/web.sh built it.
  build: { outDir: site, emptyOutDir: false },
  // Dependencies are the binding's files alone: nothing to pre-bundle.
  optimizeDeps: { noDiscovery: true, include: [] },
  logLevel: process.env.VITE_LOG_LEVEL ?? 'info',
};
