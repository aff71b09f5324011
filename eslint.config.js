import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { layersPlugin } from './scripts/layers.mjs'

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-namespace': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'views/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: {
      'layers/allowed-imports': 'error',
      'layers/page-imports': 'error',
      // A bare language code is not the site's locale: `en` alone formats dates the American way
      // (en-GB is the site's English), so Intl gets localeOf(lng) (src/i18n/languages.ts).
      'no-restricted-syntax': [
        'error',
        { selector: 'NewExpression[callee.object.name="Intl"][arguments.0.type="Identifier"][arguments.0.name="lng"]', message: 'Pass localeOf(lng), not the bare language code, to Intl.' },
        { selector: 'NewExpression[callee.object.name="Intl"][arguments.0.type="MemberExpression"][arguments.0.property.name="lng"]', message: 'Pass localeOf(lng), not the bare language code, to Intl.' },
      ],
    },
  },
)
