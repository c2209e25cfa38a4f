// Unit and API tests: Node for the server and the pure library, jsdom for the client's components.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is the cores less one). Most files here wait on
    // servers, child processes and databases more than they compute: three at a time took the suite from 13.8 to 7.2
    // minutes on this machine, every test passing.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'src/lib/**/*.test.ts', 'sw/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // JSX compiled as the build compiles it (vite.config.ts); React, the router and Testing Library load from
        // node_modules as they are, one React among them.
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/{app,features,ui,platform,config}/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
