import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), announceDevUrl()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // rxjs (Apollo's dependency) publishes ES2015 modules under this condition; its default ES5
    // build is larger and pulls in tslib's helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    port: DEV_PORT,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/graphql': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks index.html loads, read by scripts/check-bundle.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app changes do not invalidate the libraries' cache.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
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
