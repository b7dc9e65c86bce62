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
    // react-admin and Material UI make one large chunk; the back office is for a few staff.
    chunkSizeWarningLimit: 3000,
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
});
