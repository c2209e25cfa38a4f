// Lint: typescript-eslint's recommended rules plus the import boundaries of STYLE.md —
// features never import each other, and each third-party SDK is imported only by its adapter module.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.resolve('src/features');

/** features/<a>/… may not import features/<b>/… (what two features share moves down to lib/ or ui/). */
const featureBoundaries = {
  meta: { type: 'problem', messages: { crossFeature: "Feature '{{from}}' must not import feature '{{to}}': move what they share to src/lib or src/ui." } },
  create(context) {
    const featureOf = (file) => {
      const relative = path.relative(FEATURES_DIR, file);
      return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** SDK → the only files allowed to import it (client SDKs: anywhere in src/platform/, the client's adapter layer). */
const SDK_ADAPTERS = {
  'maplibre-gl': ['src/platform/**'],
  '@supabase/supabase-js': ['src/platform/**', 'server/auth/*-adapter.ts'],
  idb: ['src/platform/**'],
  'workbox-window': ['src/platform/**'],
  stripe: ['server/payments/*-adapter.ts'],
  nodemailer: ['server/mail/*-adapter.ts'],
  pg: ['server/db/client.ts'],
  '@electric-sql/pglite': ['server/db/client.ts'],
  '@napi-rs/canvas': ['server/tiles/glyph-adapter.ts', 'server/site/share-image-adapter.ts'],
  '@mapbox/tiny-sdf': ['server/tiles/glyph-adapter.ts'],
  'cli-progress': ['server/dataset/progress-adapter.ts'],
};

/** The restriction list for a file group: every SDK except the ones its adapters may import. */
function sdkRestrictions(allowed = []) {
  return Object.keys(SDK_ADAPTERS)
    .filter((sdk) => !allowed.includes(sdk))
    .map((name) => ({ name, message: `Import ${name} only in its adapter module (${SDK_ADAPTERS[name].join(', ')}).` }));
}

/** One config block per adapter glob, allowing every SDK that lists that glob. */
function adapterBlocks() {
  const byGlob = new Map();
  for (const [sdk, globs] of Object.entries(SDK_ADAPTERS)) {
    for (const glob of globs) byGlob.set(glob, [...(byGlob.get(glob) ?? []), sdk]);
  }
  return [...byGlob].map(([glob, sdks]) => ({
    files: [glob],
    rules: { 'no-restricted-imports': ['error', { paths: sdkRestrictions(sdks) }] },
  }));
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'dev-dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { zonebrief: { rules: { 'feature-boundaries': featureBoundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'zonebrief/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { paths: sdkRestrictions() }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/dom/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Each adapter may import its own SDK (and no other).
  ...adapterBlocks(),
  // process.env and import.meta.env are read only by the config modules (and the CLI/test entry points).
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/config.ts', 'server/cli/**', 'src/config/env.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read configuration through src/config/env.ts.' },
      ],
    },
  },
);
