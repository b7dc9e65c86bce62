import { defineConfig, type ProxyOptions } from 'vite';
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
  ['zod', /node_modules\/zod\//],
];

function vendorChunk(id: string): string | null {
  const normalised = id.replaceAll('\\', '/');
  return VENDOR_CHUNKS.find(([, test]) => test.test(normalised))?.[0] ?? null;
}

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: BACKEND_URL, changeOrigin: true },
  '/media': { target: BACKEND_URL, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
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
});
