import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Rust server (`bingeable serve`) answers /api on 8080; in dev Vite serves
// the SPA with hot reload and forwards API calls there.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    // Lets the size check (and people) see what each chunk costs.
    reportCompressedSize: true,
  },
});
