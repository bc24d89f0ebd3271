import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.temp/**', 'pnpm-lock.yaml'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
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
  // knows nothing of the platform, and UI code reaches the backend only through the
  // platform's repositories and hooks (type-only imports are fine).
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
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
              message: 'UI code uses the repositories and hooks of @nyaya/shared-platform.',
            },
          ],
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
    // Inside the platform only the data, auth and client modules talk to supabase-js.
    files: ['shared-platform/src/**/*.{ts,tsx}'],
    ignores: ['shared-platform/src/{data,auth,supabase,test,testing}/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@supabase/supabase-js',
              allowTypeImports: true,
              message: 'Only data/, auth/ and supabase/ modules use supabase-js.',
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
