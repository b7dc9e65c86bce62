import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The back office is served by the shop's server at /admin/, on the storefront's origin, so
 * it shares the storefront's sign-in (tokens in localStorage). In development Vite serves it
 * on its own port and forwards the API and media to the backend.
 */
const BACKEND_URL = 'http://localhost:8000';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: BACKEND_URL, changeOrigin: true },
  '/media': { target: BACKEND_URL, changeOrigin: true },
};

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The rich-text editor must see one ProseMirror and one Tiptap core. The install nests an
    // older @tiptap/core under ra-input-rich-text next to extensions that need the newer one
    // hoisted at the root; resolving both from the root keeps every extension on one copy.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin's own chunk is above Vite's 500 kB (minified, not gzip) warning on its own.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Prefixed so that no file of the panel shares a name with one of the storefront's
        // (both builds make e.g. a rolldown-runtime chunk; bundle-budget.spec.ts checks).
        entryFileNames: 'assets/admin-[name]-[hash].js',
        chunkFileNames: 'assets/admin-[name]-[hash].js',
        // Every screen needs React, Material UI and react-admin: each is its own long-lived
        // chunk (cached across our releases, which mostly touch the shop's code), named here
        // by package so nothing else (the rich-text editor, the charts) is pulled into the
        // first load with them. The screens themselves are split by App.tsx's lazy imports.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              // The charts (@mui/x-charts and its helpers) stay out: only the dashboard's
              // charts load them, after the day's work.
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@popperjs|react-transition-group|stylis)/,
              priority: 20,
            },
            {
              name: 'react-admin',
              test: /node_modules[\\/](react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-data-simple-rest|node-polyglot|react-router|react-router-dom|@tanstack|react-hook-form|lodash|query-string|react-dropzone|react-error-boundary|inflection|jsonexport|date-fns|clsx|eventemitter3)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
});
