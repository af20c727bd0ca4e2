import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development Vite serves the SPA and forwards everything the server owns to it (npm run dev).
const serverOrigin = `http://127.0.0.1:${process.env.SERVER_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': serverOrigin, '/sim': serverOrigin, '/dev': serverOrigin },
  },
});
