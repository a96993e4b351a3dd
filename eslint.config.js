import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

// The three deployables (the site with its functions, the shop API, the payment sandbox) share
// code only through tsconfig's aliases (@domain/, @functions/), never a path climbing out of their
// folder: each one's bundler resolves the alias, and a move cannot break a ../../../. Every
// no-restricted-imports list below carries it, since a later block's list replaces an earlier one.
const crossDeployable = {
  regex: "^(\\.\\./)+(src|functions|shop-api|payment-sandbox)/",
  message: "Import another deployable's code through its alias (@domain/..., @functions/...).",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "build",
      ".react-router",
      ".netlify",
      ".wrangler",
      "shop-api/.wrangler",
      "node_modules",
      "test-results",
      ".tmp",
    ],
  },
  js.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "functions/**/*.{ts,tsx}", "shop-api/src/**/*.ts", "payment-sandbox/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [crossDeployable] }] },
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Only src/ holds React code; the hooks rules run React Compiler's analysis on every file they
    // see, four fifths of the lint's time when they saw the tests and functions too.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='jotai'] > ImportSpecifier[imported.name=/^useAtom(Value)?$/]",
          message: "Read atoms with useAtomValue from @/lib/page-start/use-atom-value (it skips jotai's extra render).",
        },
        {
          selector: "CallExpression[callee.property.name='formData']",
          message:
            "Read a posted form with readFormData (src/lib/form/posted-form.ts): formData() throws on a malformed body, a 500.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // src/domain is shared by the SPA and the functions: it must stay free of React, DOM and Node.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "node:*", "@netlify/*", "jotai", "jotai/*"] },
            { regex: "features/|/app/|/stores/|/lib/|/components/" },
            crossDeployable,
          ],
        },
      ],
    },
  },
  // Imports flow one way: domain/lib/stores/components -> features -> app. A feature never
  // imports another feature (`@/features/<other>/...`, or a relative path climbing out of its own
  // folder); app/ composes them.
  ...readdirSync(new URL("./src/features", import.meta.url)).map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)|^(\\.\\./){2,}`,
              message: "A feature must not import another feature; compose them in src/app.",
            },
            crossDeployable,
          ],
        },
      ],
    },
  })),
  {
    files: ["src/lib/**/*.ts", "src/stores/**/*.ts", "src/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "features/|/app/", message: "Shared code must not depend on features or the app." },
            crossDeployable,
          ],
        },
      ],
    },
  },
  // Layout is the formatter's (prettier --check in `npm run lint`), never a lint rule.
  prettier,
);
