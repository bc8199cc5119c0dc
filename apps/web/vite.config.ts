import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress-plugin';
import { prerender } from './prerender-plugin';

const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    // spec 000 §4, §9 (decision 0113): an offline-capable app that asks to refresh when a new version waits.
    VitePWA({
      registerType: 'prompt',
      // features/banners/service-worker.ts registers it (with workbox-window) and shows the prompt.
      injectRegister: false,
      filename: 'sw.js',
      manifest: {
        name: 'CGX Grain Exchange',
        short_name: 'CGX',
        description: 'An independent, anonymous online grain exchange for Australian growers, agents and buyers.',
        theme_color: '#1f5c3a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // Prerendered pages (prerender-plugin.ts) are for the server to send, not the offline shell.
        // The error reporter's chunk loads only where a DSN is configured, online (decision 0092).
        globIgnores: ['prerender/**', 'assets/sentry-client-*.js'],
        navigateFallback: '/index.html',
        // The API, the socket and the OpenAPI pages are the server's, never the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/cable/],
        cleanupOutdatedCaches: true,
      },
    }),
    prerender(),
    precompress(),
  ],
  resolve: {
    // The error reporter's packages each carry their own copy of @sentry/core (the workspace root has an
    // older one for Lighthouse): one copy, apps/web's, in its chunk (decision 0092).
    dedupe: ['@sentry/core'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What the first page needs comes as one file, not thirty: each module file costs the browser
    // a request, a compile step and a task of its own (decision 0122).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    // That file is ~580 kB (~180 KiB gzipped, within issue 4's 200 KiB): no warning for it.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/cable': { target: API_ORIGIN.replace('http', 'ws'), ws: true },
    },
  },
});
