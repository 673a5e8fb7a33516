import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Rust server (`bingeable serve`) answers /api and the auth service under /auth/v1 on 8080;
// in dev Vite serves the SPA with hot reload and forwards those calls there. Only /auth/v1:
// /auth, /auth/callback and the other /auth/* pages are the SPA's own routes.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
      '/auth/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    // Lets the size check (and people) see what each chunk costs.
    reportCompressedSize: true,
  },
});
