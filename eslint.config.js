import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Workspace packages are imported by their package.json `exports`, never by their files. */
const frontDoor = {
  group: [
    '@nyaya/shared-platform/src/**',
    '@nyaya/shared-design/src/**',
    '@nyaya/db/src/**',
    '@nyaya/build-kit/src/**',
  ],
  message: 'Use the package front door (its package.json exports).',
};

/** The build kit runs in Node (builds, scripts, tests): no browser bundle may include it. */
const nodeOnly = {
  group: ['@nyaya/build-kit', '@nyaya/build-kit/*', '**/build-kit/**'],
  message: '@nyaya/build-kit is Node-only (builds, scripts, tests); browser code never imports it.',
};

const remotesApart = {
  group: ['@nyaya/mf-*', '**/mf-*/src/**'],
  message: "Remotes never import each other; open another remote's UI with an overlay intent.",
};

/** Outside a feature's api/ modules, apps do not talk to the backend or route by themselves. */
const appPaths = [
  {
    name: '@supabase/supabase-js',
    allowTypeImports: true,
    message: "Only a feature's api/ modules talk to the backend.",
  },
  {
    name: '@supabase/postgrest-js',
    allowTypeImports: true,
    message: "Only a feature's api/ modules talk to the backend.",
  },
  {
    name: 'react-router-dom',
    message: 'Route with @nyaya/shared-platform/router: the one router of the page.',
  },
  {
    name: '@nyaya/shared-platform',
    importNames: ['loadSupabaseClient'],
    message: "Only a feature's api/ modules use the Supabase client.",
  },
];

const restrictImports = (patterns, paths = []) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }],
});

/**
 * The shell's and the remotes' code: a feature's api/ modules may use the backend, and unit
 * tests (which run in Node) may read the app registry and the shared preset from the build kit.
 */
function browserCodeBlocks() {
  const apps = ['shell/src', 'mf-*/src'];
  const api = apps.map((dir) => `${dir}/**/features/*/api/**/*.{ts,tsx}`);
  const tests = apps.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
  return [
    {
      files: apps.map((dir) => `${dir}/**/*.{ts,tsx}`),
      ignores: ['**/features/*/api/**'],
      rules: restrictImports([remotesApart, frontDoor, nodeOnly], appPaths),
    },
    { files: api, rules: restrictImports([remotesApart, frontDoor, nodeOnly]) },
    {
      files: tests,
      ignores: ['**/features/*/api/**'],
      rules: restrictImports([remotesApart, frontDoor], appPaths),
    },
    {
      files: api.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
      rules: restrictImports([remotesApart, frontDoor]),
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.temp/**', 'pnpm-lock.yaml'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Package boundaries: remotes never import each other, the design system knows nothing of the
  // platform, and only a feature's api/ modules reach the backend (type-only imports of
  // supabase-js are fine). Packages are split by how they are shared
  // (docs/adr/0028-packages-by-how-they-are-shared.md): the Node-only build kit never reaches a
  // browser bundle, and @nyaya/db stays free of UI and platform code.
  // One rule object per file: flat config replaces a rule's options rather than merging them,
  // so each block below lists every restriction that applies to its files.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [frontDoor] }] },
  },
  ...browserCodeBlocks(),
  // A contract module declares types for the other apps' type checks; it must never ship code.
  {
    files: ['shell/src/contract.ts', 'mf-*/src/contract.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type']",
          message: 'A contract module imports types only.',
        },
        {
          selector: 'ExportNamedDeclaration[exportKind!="type"], ExportDefaultDeclaration',
          message: 'A contract module exports nothing at run time.',
        },
      ],
    },
  },
  {
    files: ['shared-design/src/**/*.{ts,tsx}'],
    rules: restrictImports([
      {
        group: [
          '@nyaya/shared-platform',
          '@nyaya/shared-platform/*',
          '@nyaya/db',
          '@nyaya/db/*',
          '@supabase/*',
          '@nyaya/mf-*',
        ],
        message: 'The design system depends on nothing of the platform or the backend.',
      },
      frontDoor,
      nodeOnly,
    ]),
  },
  {
    files: ['shared-platform/src/**/*.{ts,tsx}'],
    rules: restrictImports([frontDoor, nodeOnly]),
  },
  {
    // Inside the platform only the client accessor and the auth modules talk to supabase-js.
    files: ['shared-platform/src/**/*.{ts,tsx}'],
    ignores: ['shared-platform/src/{auth,supabase,test,testing}/**'],
    rules: restrictImports(
      [frontDoor, nodeOnly],
      [
        {
          name: '@supabase/supabase-js',
          allowTypeImports: true,
          message: 'Only the supabase/ and auth/ modules use supabase-js.',
        },
      ],
    ),
  },
  {
    // Bundled into every app and versioned with the migrations: types, vocabulary and mappers
    // only, so a migration never needs a UI, i18n or platform release.
    files: ['db/src/**/*.ts'],
    rules: restrictImports([
      {
        group: [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'i18next',
          'react-i18next',
          '@nyaya/shared-platform',
          '@nyaya/shared-platform/*',
          '@nyaya/shared-design',
          '@nyaya/shared-design/*',
        ],
        message: '@nyaya/db holds the database contract only: no UI, i18n or platform code.',
      },
      frontDoor,
      nodeOnly,
    ]),
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
