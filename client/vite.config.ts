import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, defineConfig, runnerImport, type Plugin } from 'vite';
import type { BuildManifest, pageShellFacts } from './src/app/page-shell';

/** `@/x` is `src/x`, for the app and for what the build runs of it. */
const ALIAS = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * The NestJS server (REST at /api, GraphQL at /graphql) that `npm run dev` starts beside Vite: on
 * the same PORT as the server reads (3000 by default), so `PORT=3312 npm run dev` moves both.
 */
const API_TARGET = `http://localhost:${process.env.PORT || 3000}`;

/** Vite's own port while developing; fixed (strictPort), so the URL the logs name is the one in use. */
const DEV_PORT = 5173;

/**
 * `npm run dev` starts two servers; this names the one to open: Vite's, which serves the client
 * with hot reload and passes /api and /graphql on to the store.
 */
function announceDevUrl(): Plugin {
  return {
    name: 'bookstore:announce-dev-url',
    apply: 'serve',
    configureServer(server) {
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const url = server.resolvedUrls?.local[0] ?? `http://localhost:${DEV_PORT}/`;
        server.config.logger.info(
          `\n  Open ${url} to use the store while developing: the client with hot reload, ` +
            `passing /api and /graphql to the server at ${API_TARGET}.\n`,
        );
      };
    },
  };
}

/**
 * Writes `x.br` and `x.gz` beside every script, stylesheet and SVG in dist/assets, compressed
 * once at the highest levels; the server sends them to browsers that accept them
 * (server/src/common/http/client-assets.ts) instead of compressing on each request.
 */
function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'bookstore:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Writes dist/.vite/page-shell.json: what the server's page shell needs to know about this build
 * (each landing screen's scripts and styles, the session cookie, the catalogue's first queries
 * with their variables and its eager cover count), made by src/app/page-shell.ts from the
 * manifest and the app's own constants, which it imports. `.vite/` is not served.
 */
function writePageShell(): Plugin {
  let root = '';
  return {
    name: 'bookstore:page-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle({ dir }, bundle) {
      const manifest = bundle['.vite/manifest.json'];
      if (!dir || manifest?.type !== 'asset') throw new Error('page-shell.json needs build.manifest');
      const { module } = await runnerImport<{ pageShellFacts: typeof pageShellFacts }>(
        join(root, 'src/app/page-shell.ts'),
        { root, resolve: { alias: ALIAS }, logLevel: 'warn' },
      );
      const facts = module.pageShellFacts(JSON.parse(String(manifest.source)) as BuildManifest);
      writeFileSync(join(dir, '.vite', 'page-shell.json'), `${JSON.stringify(facts, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), writePageShell(), announceDevUrl()],
  resolve: {
    alias: ALIAS,
    // rxjs (Apollo's dependency) publishes ES2015 modules under this condition; its default ES5
    // build is larger and pulls in tslib's helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      // ws: live updates (GraphQL subscriptions) share the path.
      '/graphql': { target: API_TARGET, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each module is, read by scripts/check-bundle.mjs and for
    // page-shell.json.
    manifest: true,
    // The home page's shelves load after the page, for signed-in readers only: their chunk's
    // imports are fetched with it rather than listed in the home page's code (which every visitor
    // downloads first).
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.includes('HomeShelves') ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // A shared vendor chunk is named after every screen that shares it ("vendor~CartPage~…"),
        // and the entry lists each lazy screen's chunks by file name: "vendor-<hash>" keeps those
        // names from growing the first page's JavaScript with every screen that shares a library.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('vendor~') ? 'vendor' : '[name]'}-[hash].js`,
        // Long-lived vendor chunks: app changes do not invalidate the libraries' cache.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie)[\\/]/,
            },
            {
              name: 'apollo',
              // Not the live socket's link, which comes with the graphql-ws client on the first
              // subscription (lib/live-link.ts).
              test: /node_modules[\\/](@apollo(?![\\/]client[\\/](link[\\/]subscriptions|react[\\/]hooks[\\/]useSubscription))|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
            },
            // entriesAware: libraries only a lazily loaded screen uses (the dashboard's chart) get a
            // chunk of their own, fetched with that screen, instead of joining what every page loads.
            { name: 'vendor', test: /node_modules[\\/]/, entriesAware: true },
          ],
        },
      },
    },
  },
});
