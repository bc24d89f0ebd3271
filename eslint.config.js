import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  // Package boundaries (DESIGN section 7): remotes never import each other, the design system
  // knows nothing of the platform, and only a feature's api/ modules reach the backend
  // (type-only imports of supabase-js are fine).
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/features/*/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nyaya/mf-*', '**/mf-*/src/**'],
              message:
                "Remotes never import each other; open another remote's UI with an overlay intent.",
            },
            {
              group: ['@nyaya/shared-platform/src/**', '@nyaya/shared-design/src/**'],
              message: 'Use the package front door.',
            },
          ],
          paths: [
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
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/src/**/features/*/api/**/*.{ts,tsx}',
      'mf-*/src/**/features/*/api/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nyaya/mf-*', '**/mf-*/src/**'],
              message: 'Remotes never import each other.',
            },
            {
              group: ['@nyaya/shared-platform/src/**', '@nyaya/shared-design/src/**'],
              message: 'Use the package front door.',
            },
          ],
        },
      ],
    },
  },
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
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nyaya/shared-platform',
                '@nyaya/shared-platform/*',
                '@supabase/*',
                '@nyaya/mf-*',
              ],
              message: 'The design system depends on nothing of the platform or the backend.',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside the platform only the client accessor and the auth modules talk to supabase-js.
    files: ['shared-platform/src/**/*.{ts,tsx}'],
    ignores: ['shared-platform/src/{auth,supabase,test,testing}/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              allowTypeImports: true,
              message: 'Only the supabase/ and auth/ modules use supabase-js.',
            },
          ],
        },
      ],
    },
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
