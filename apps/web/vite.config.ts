import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/cable': { target: API_ORIGIN.replace('http', 'ws'), ws: true },
    },
  },
});
