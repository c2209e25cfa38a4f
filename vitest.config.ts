// Unit and API tests: Node for the server and the pure library, jsdom for the client's components.
import { defineConfig } from 'vitest/config';
import { ES_MODULE_RESOLVE, preactOutsideTheBrowser, REACT_LIBRARIES } from './server/site/preact-renderer';

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
        // The components run on Preact, as in the build: react and react-dom are preact/compat (vite.config.ts).
        plugins: preactOutsideTheBrowser(),
        resolve: ES_MODULE_RESOLVE,
        test: {
          name: 'dom',
          environment: 'jsdom',
          server: { deps: { inline: [...REACT_LIBRARIES, /@testing-library[\\/]react/] } },
          setupFiles: ['tests/dom/preact-effects.ts'],
          include: ['src/**/*.test.tsx', 'src/{app,features,ui,platform,config}/**/*.test.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
