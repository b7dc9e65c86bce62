import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * In development the storefront runs on its own port and forwards API and media requests
 * to the backend (spec §9: backend on port 8000), so the browser only ever talks to one
 * origin, exactly as in production where the server serves `dist/` itself.
 */
const BACKEND_URL = 'http://localhost:8000';

/**
 * Libraries every page needs go into a few long-lived vendor chunks, so a release that only
 * changes our own code keeps them cached in returning visitors' browsers. Libraries only some
 * pages use stay in those pages' lazy chunks.
 */
const VENDOR_CHUNKS: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//],
  [
    'state',
    /node_modules\/(@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)\//,
  ],
  ['i18n', /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
  [
    'radix',
    /node_modules\/(@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)\//,
  ],
  // With zod: its setting (jitless, no eval under the CSP) must run before any chunk builds a schema.
  ['zod', /node_modules\/zod\/|\/src\/app\/jitless-zod\.ts$/],
];

function vendorChunk(id: string): string | null {
  const normalised = id.replaceAll('\\', '/');
  return VENDOR_CHUNKS.find(([, test]) => test.test(normalised))?.[0] ?? null;
}

/** Text files the server sends compressed; smaller ones are not worth it. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside every text file of the
 * build. The server sends these as they are (@fastify/static `preCompressed`), so no request
 * pays for compressing, and the best quality costs once, at build time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'giftshop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        // .vite/ holds the build's manifest, read by the server, never sent.
        .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
        .filter((entry) => !entry.parentPath.split(path.sep).includes('.vite'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < MIN_COMPRESSED_BYTES) return;
          const brotli = brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * react-router's package exports name only its development build (with its dev-time checks
 * and warnings); the production build beside it is about a fifth smaller. Used by `vite build`.
 */
const REACT_ROUTER_PRODUCTION = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production',
);

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: BACKEND_URL, changeOrigin: true },
  '/media': { target: BACKEND_URL, changeOrigin: true },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs`,
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server reads which chunk holds each language's texts.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: vendorChunk, debugName: 'vendor' }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
}));
