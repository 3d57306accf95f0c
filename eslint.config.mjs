// ESLint (flat config): typescript-eslint with type information, React hooks rules and jsx-a11y for the renderer.
// `npm run lint`; `.ci/run` runs it. Every rule turned off or narrowed below says why, in one line.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'docs/**', 'bench/results/**', 'resources/**', 'eslint.config.mjs', 'vitest.nobuild.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter kept for its position (a Koa handler's, an interface's): the usual convention.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // React event attributes may return a promise (react-hook-form's handleSubmit does); React ignores it. Everything else is checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A variable that closures read before it is assigned (the shell's window) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only says the React Compiler would skip a component using react-hook-form's watch(); this project does not use the compiler.
      'react-hooks/incompatible-library': 'off',
      // react-hook-form's register/handleSubmit/reset are closures bound to their form, destructured as its documentation shows; the rule cannot know.
      '@typescript-eslint/unbound-method': 'off',
      // These effects copy what TanStack Query or the server's clock just delivered into the page's own state (a finished import, the countdown's start).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  { files: ['src-renderer/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src-renderer/operator/components/ConfirmDialog.tsx', 'src-renderer/operator/pages/players/*Dialog.tsx', 'src-renderer/operator/pages/schedule/GameForm.tsx', 'src-renderer/operator/pages/LoginPage.tsx', 'src-renderer/operator/pages/FirstRunPage.tsx'],
    // A modal dialog puts focus on its first field (WAI-ARIA's dialog pattern), and so do the login and first-run forms, the only thing on their page.
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['src-renderer/operator/pages/schedule/PlayerPicker.tsx'],
    rules: {
      // An ARIA combobox: its input owns the keyboard (arrows, Enter, aria-activedescendant); the options only take pointer clicks.
      'jsx-a11y/click-events-have-key-events': 'off',
      // The popup only keeps the input's focus on mouse down (preventDefault); it is not a control.
      'jsx-a11y/no-static-element-interactions': 'off',
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: {
      // Tests and benchmarks read JSON answers as `any` on purpose and assert their shape; typing each would restate the contract.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // The same JSON answers, declared: `body: any` in the test clients is that choice written once.
      '@typescript-eslint/no-explicit-any': 'off',
      // Fakes implement async interfaces (Electron's dialogs, the desktop bridge) and answer at once, without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Tests wrap prototype methods (HTMLMediaElement.play, a worker's call) and call the original with .call(this).
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // The robot example is plain JavaScript for teams to copy: no types, so no type-aware rules.
  { files: ['examples/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // The packed app's stand-ins (an electron module, worker module hooks) run on the system Node as plain JavaScript.
  { files: ['test/support/packed-app/*.mjs'], ...tseslint.configs.disableTypeChecked },
)
