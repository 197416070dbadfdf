import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // TypeBox's Type.* only build schema objects: the SPA imports constants from contract files whose
      // route schemas it never reads, and those schemas (with TypeBox) must not reach the bundle.
      treeshake: { manualPureFunctions: ['Type'] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Charts serve the reports page only: kept apart from the pickers the refund list loads.
            {
              name: 'mui-charts',
              test: /node_modules[\\/]@mui[\\/]x-(charts|charts-vendor|internal-gestures)[\\/]/,
              includeDependenciesRecursively: false,
            },
            // Date pickers serve the refund filters only: out of the start-up chunk.
            {
              name: 'mui-pickers',
              test: /node_modules[\\/]@mui[\\/]x-/,
              includeDependenciesRecursively: false,
            },
            // The start-up libraries ('$initial': what index.html's entry imports statically, i.e. what the
            // sign-in page needs).
            { name: 'mui', test: /node_modules[\\/]@mui[\\/]/, tags: ['$initial'] },
            {
              name: 'react-admin',
              test: /node_modules[\\/](ra-[a-z-]+|react-admin)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
            // Library code that only the lazy pages use, in chunks by the set of pages that use it, so it loads
            // with the first page that needs it and a page loads no other page's libraries. (Left to automatic
            // chunking, what the pickers share with the charts landed in the reports page's chunk, and the
            // refund list loaded the charts with it.)
            { name: 'lib', test: /node_modules[\\/]/, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // A race only PostgreSQL's concurrency can show lives in a *.pg.test.ts file, run on PostgreSQL only.
          exclude: ['tests/server/**/*.pg.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // What only SQLite has (its read threads, its file) lives in a *.sqlite.test.ts file.
          exclude: ['tests/server/**/*.sqlite.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
