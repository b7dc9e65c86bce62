import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pickTexts, TEXT_GROUPS } from './src/locales/text-groups';

/**
 * In development the storefront runs on its own port and forwards API and media requests
 * to the backend (spec §9: backend on port 8000), so the browser only ever talks to one
 * origin, exactly as in production where the server serves `dist/` itself.
 */
const BACKEND_URL = 'http://localhost:8000';

/**
 * Libraries every page needs go into a few long-lived vendor chunks, so a release that only
 * changes our own code keeps them cached in returning visitors' browsers. Libraries only some
 * pages or panels use (Radix primitives, zod, react-hook-form) are deliberately not grouped:
 * a group is loaded whole by the first chunk that needs any part of it, which put every Radix
 * primitive and all of zod on the home page's critical path. Left alone, the bundler keeps each
 * of them in the lazy chunks (or shared chunks of those) that use them.
 */
const VENDOR_CHUNKS: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules\/(preact|react-router|cookie|set-cookie-parser)\//],
  [
    'state',
    /node_modules\/(@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)\//,
  ],
  ['i18n', /node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
];

/** A module id with forward slashes, as the patterns below write paths (Windows ids have backslashes). */
function posixId(id: string): string {
  return id.replaceAll('\\', '/');
}

function vendorChunk(id: string): string | null {
  const normalised = posixId(id);
  return VENDOR_CHUNKS.find(([, test]) => test.test(normalised))?.[0] ?? null;
}

/** A request for one group of a locale file's texts (lib/texts.ts): `…/en/translation.json?texts=home`. */
const TEXTS_REQUEST = /[/\\]locales[/\\](\w+)[/\\]translation\.json\?(?:.*&)?texts=(\w+)/;

function textsRequest(id: string): { language: string; group: keyof typeof TEXT_GROUPS } | null {
  const match = TEXTS_REQUEST.exec(id);
  if (!match) return null;
  const group = match[2]!;
  if (!Object.hasOwn(TEXT_GROUPS, group)) {
    throw new Error(`No text group "${group}" in src/locales/text-groups.ts (asked by ${id}).`);
  }
  return { language: match[1]!, group: group as keyof typeof TEXT_GROUPS };
}

/**
 * The visitor's texts per part of the storefront (ADR 0101): `translation.json?texts=<group>`
 * is a module of the locale file cut down to the sections the group names
 * (src/locales/text-groups.ts). The locale files
 * keep their shape and stay the one home of the texts; each group is a chunk per language.
 */
function localeTexts(): Plugin {
  return {
    name: 'giftshop-locale-texts',
    async load(id) {
      const request = textsRequest(id);
      if (!request) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickTexts(texts, TEXT_GROUPS[request.group]))};`;
    },
  };
}

/**
 * Each group's texts in a file named after it, `texts-en-home-<hash>.js`, instead of the locale
 * file's name for all of them. (Named here, not by a chunk group: a group would leave a
 * `translation-*.js` stub behind, one more request, that only re-exports it.)
 */
function chunkFileName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const request = facadeModuleId ? textsRequest(facadeModuleId) : null;
  return request
    ? `assets/texts-${request.language}-${request.group}-[hash].js`
    : 'assets/[name]-[hash].js';
}

/** `@shop/contracts/photo-geometry`, zod-free (a chunk of its own, see the build's groups). */
const PHOTO_GEOMETRY = /[/\\]packages[/\\]contracts[/\\]dist[/\\]photo-geometry\.js$/;

/** What the catalogue's pages share besides the first render's code (see the build's groups). */
const CATALOGUE_KIT = [
  'apps/web/src/hooks/use-page-head.ts',
  'apps/web/src/hooks/use-page-meta.ts',
  'apps/web/src/lib/page-head.ts',
  'apps/web/src/lib/format.ts',
  'apps/web/src/lib/image-preloads.ts',
  'apps/web/src/features/catalog/components/AvailabilityBadge.tsx',
  'apps/web/src/features/catalog/components/ProductImage.tsx',
  'apps/web/src/features/catalog/components/SaleReference.tsx',
  'packages/contracts/dist/money.js',
];

function inCatalogueKit(id: string): boolean {
  const normalised = posixId(id);
  return CATALOGUE_KIT.some((file) => normalised.endsWith(`/${file}`));
}

/** The built files of @shop/contracts (schemas and constants only). */
const CONTRACTS_DIST = /\/packages\/contracts\/dist\/[\w-]+\.js$/;

const FUNCTION_NODES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassBody']);

/**
 * Where the calls are in a module-level `const` initialiser: every call and `new` evaluated
 * while the module runs, not those inside functions (they run later, for their effects, such
 * as `context.addIssue(...)` in a refinement).
 */
function callsEvaluatedAtLoad(node: unknown, starts: Set<number>): void {
  if (Array.isArray(node)) {
    for (const child of node) callsEvaluatedAtLoad(child, starts);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const { type, start } = node as { type?: unknown; start?: unknown };
  if (typeof type === 'string' && FUNCTION_NODES.has(type)) return;
  if ((type === 'CallExpression' || type === 'NewExpression') && typeof start === 'number') {
    starts.add(start);
  }
  for (const value of Object.values(node)) callsEvaluatedAtLoad(value, starts);
}

/**
 * Marks the calls that build @shop/contracts' module-level constants as free of side effects
 * (`/*#__PURE__*\/`), so the storefront keeps only the schemas it reads. Those initialisers
 * only build values (zod schemas, constants, route tables): zod's builders return new objects
 * and touch nothing else, so a schema no chunk reads can go. Without this, importing a plain
 * constant such as LANGUAGES from a contracts file kept every schema of that file, and zod with
 * them (about 25 KB compressed), in the home page's entry: the bundler cannot know that
 * `z.object(...)` or `schema.optional()` has no other effect. Only `const` initialisers are
 * marked: a statement that calls something for its effect, and any code inside a function,
 * stays as it is.
 */
function pureContracts(): Plugin {
  return {
    name: 'giftshop-pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_DIST.test(posixId(id))) return null;
      const program = this.parse(code) as unknown as { body: unknown[] };
      const callStarts = new Set<number>();
      for (const statement of program.body) {
        const declaration =
          (statement as { type: string }).type === 'ExportNamedDeclaration'
            ? (statement as { declaration: unknown }).declaration
            : statement;
        if ((declaration as { type?: string } | null)?.type !== 'VariableDeclaration') continue;
        for (const declarator of (declaration as { declarations: Array<{ init: unknown }> })
          .declarations) {
          callsEvaluatedAtLoad(declarator.init, callStarts);
        }
      }
      let annotated = code;
      for (const start of [...callStarts].sort((a, b) => b - a)) {
        annotated = `${annotated.slice(0, start)}/*#__PURE__*/ ${annotated.slice(start)}`;
      }
      return { code: annotated, map: null };
    },
  };
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
    // The server-side build (dist-ssr) is never sent to browsers.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
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

/** The marker in index.html where the first paint's requests go (see `paintFirst`). */
const PAGE_PRELOADS = '<!--page-preloads-->';
const STYLESHEET_LINKS = /\s*<link rel="stylesheet"[^>]*>/g;
const APP_SCRIPTS =
  /\s*(?:<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">)/g;
const BOOT_MODULE = path.resolve(import.meta.dirname, 'src/app/boot.ts');
const MAIN_MODULE = path.resolve(import.meta.dirname, 'src/app/main.tsx');

/**
 * Orders the built page's head for the first paint, which on a server-rendered page needs
 * only the HTML, the stylesheet and the main picture: the stylesheet moves up to the marker
 * (the server puts the picture's preload right after it), and the scripts that take the page
 * over are no longer in the head but named to src/app/boot.ts, which loads them once the page
 * is painted. As the build writes it, a phone on a slow link fetched about 180 KiB of scripts
 * alongside the stylesheet (the one request that blocks painting) and the picture.
 */
function paintFirst(): Plugin {
  return {
    name: 'giftshop-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(PAGE_PRELOADS)) throw new Error(`index.html lacks ${PAGE_PRELOADS}`);
        const chunks = Object.values(context.bundle ?? {});
        const fileOf = (module: string) =>
          chunks.find((output) => output.type === 'chunk' && output.moduleIds.includes(module))
            ?.fileName;
        const boot = fileOf(BOOT_MODULE);
        const app = fileOf(MAIN_MODULE);
        if (!boot || !app) throw new Error('The build has no boot script or no app entry.');
        const scripts = [...html.matchAll(APP_SCRIPTS)]
          .map((match) => match[1] ?? match[2]!)
          .filter((file) => file !== `/${app}`);
        const sheets = (html.match(STYLESHEET_LINKS) ?? []).map((link) => link.trim());
        const bootScript =
          `<script type="module" crossorigin src="/${boot}" ` +
          `data-app="/${app}" data-preload="${scripts.join(' ')}"></script>`;
        return html
          .replace(STYLESHEET_LINKS, '')
          .replace(APP_SCRIPTS, '')
          .replace(PAGE_PRELOADS, () => [...sheets, PAGE_PRELOADS, bootScript].join('\n    '));
      },
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

/**
 * The storefront's React code runs on Preact through its compatibility layer (ADR 0085): the
 * same components, hooks and libraries (React Router, react-redux, react-i18next, Radix,
 * react-hook-form), about a tenth of React DOM's weight. In the browser and in the server
 * renderer alike, so a page is hydrated by the library that rendered it.
 */
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [localeTexts(), pureContracts(), react(), tailwindcss(), paintFirst(), precompress()],
  resolve: {
    alias: [
      ...PREACT_FOR_REACT,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
            {
              find: /^react-router\/dom$/,
              replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs`,
            },
          ]
        : []),
    ],
  },
  // The server renderer bundles the libraries that import React, so that they too get Preact
  // (an import left to node_modules would load React itself at run time).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/app/entry-server.tsx`: the renderer the server loads
        // (apps/server/src/plugins/page-rendering.ts); its libraries stay in node_modules.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        // A server-side build does not load code on demand: one file.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        // dist/.vite/manifest.json: the server reads which chunk holds each language's shell texts.
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          // The page's first script (paintFirst): an entry of its own, apart from the app.
          input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: BOOT_MODULE },
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [
                { name: vendorChunk, debugName: 'vendor' },
                // The photo placement rule, alone: the editor's chunk needs it (ADR 0099), and
                // left to the automatic chunking it shared a file with the contracts' photo
                // schemas, which brought zod with the editor.
                { name: 'photo-geometry', test: PHOTO_GEOMETRY },
                // Our own code of the first render, in one file: left to the automatic
                // chunking it came as twenty files of one or two KiB (every set of lazy pages
                // sharing a piece got its own), each a request of its own before the page
                // could be taken over, on a phone's six connections. (main.tsx is in it too,
                // so it must not await the page chunks at its top level: they import from it.)
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => path.resolve(id) !== BOOT_MODULE,
                },
                // The small pieces the catalogue's pages share (home's carousel, the products
                // page, a product page), in one file: left to the automatic chunking they came
                // as seven files of 0.2-0.8 KiB, and on a phone's six connections those requests
                // were the last to arrive before a product page could be taken over (issue 30).
                { name: 'catalogue-kit', test: inCatalogueKit },
              ],
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
