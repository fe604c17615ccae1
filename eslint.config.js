import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (README "Architecture"): imports run one way only.
 *   app/routes → app/components → app/lib → app/content
 * app/ never reaches into the Node host (server/), the build steps (scripts/),
 * the art generator (tools/) or the tests; server/ never imports scripts/ or tools/.
 * Each zone: files in `target` may not import from `from`.
 */
export const layerZones = [
  {
    target: "./app/content",
    from: ["./app/lib", "./app/components", "./app/routes", "./app/hooks"],
    message: "content/ is the bottom layer: it imports nothing from lib/, hooks/, components/ or routes/.",
  },
  {
    target: "./app/lib",
    from: ["./app/components", "./app/routes", "./app/hooks"],
    message: "lib/ sits below components/, hooks/ and routes/.",
  },
  {
    target: "./app/hooks",
    from: ["./app/components", "./app/routes"],
    message: "hooks/ sit below components/ and routes/.",
  },
  { target: "./app/components", from: "./app/routes", message: "components/ sit below routes/." },
  {
    target: "./app",
    from: ["./server", "./scripts", "./tools", "./tests"],
    message: "the app never imports the Node host, build steps, tools or tests.",
  },
  {
    target: "./server",
    from: ["./scripts", "./tools", "./tests"],
    message: "runtime code never imports build steps, tools or tests.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-live/",
      "build-analytics/",
      "build-proof/",
      // Generated: the content lane's build (scripts/check-content.mjs), test reports.
      ".cache/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/node_modules/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    rules: {
      ...reactHooks.configs.flat["recommended-latest"].rules,
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Content data (YAML, Markdown) is read from the content folder chosen at build time, `@content/`
    // (CONTENT_DIR, app/content/content-dir.ts), never by a path relative to the code: a relative
    // import would read app/content whatever the build, the spec's tests or the smoke set chose.
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/.*\\.(ya?ml|md)(\\?.*)?$",
              message:
                "import content data through @content/ (e.g. @content/tours.yaml?raw), the content folder of this build.",
            },
          ],
        },
      ],
    },
  },
  {
    // Unit tests beside their subject may read shared test data from tests/fixtures/.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones.filter((zone) => zone.target !== "./app"),
            {
              target: "./app",
              from: ["./server", "./scripts", "./tools", "./tests"],
              except: ["./fixtures"],
              message:
                "the app never imports the Node host, build steps, tools or tests (its unit tests may read tests/fixtures/).",
            },
          ],
        },
      ],
    },
  },
  {
    // One copy of the app per server process (issue 29 item 3): the server takes what it needs from
    // the server build (`build.entry.module`: the outbox, the public settings, the error page, the
    // page policy and the page queries), never by loading app source beside the bundle's copy. It
    // may import the app's types, and a few pure, stateless modules: the slug rule, the content folder
    // setting, the HTML escape, the safe first name, the public-settings and privacy-settings checks, the day-of phone
    // number's rules (a second copy of them holds no state).
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(\\.\\./)+app/(?!content/slug\\.ts$|content/content-dir\\.ts$|lib/html-escape\\.ts$|lib/render/plain-page\\.ts$|lib/forms/first-name\\.ts$|lib/config/public-settings\\.ts$|lib/config/privacy-settings\\.ts$|lib/domain/day-phone\\.ts$)",
              allowTypeImports: true,
              message:
                "the server takes the app from the server build (build.entry.module), not from app/ source; import its types only.",
            },
          ],
        },
      ],
    },
  },
);
