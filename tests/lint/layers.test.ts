// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layering rule of eslint.config.js, run on deliberate bad imports: each
 * fixture is linted as if it were a file at that path in the project.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

// ESLint and its TypeScript resolver take seconds to start on a busy machine.
describe("the layering rule", { timeout: 60_000 }, () => {
  it("refuses content/ importing from lib/", async () => {
    const errors = await layerErrors(
      "app/content/layer-fixture.ts",
      'import { siteConfig } from "~/lib/config/config";\nexport const brand = siteConfig.brandName;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("content/ is the bottom layer");
  });

  it("refuses lib/ importing from components/", async () => {
    const errors = await layerErrors(
      "app/lib/layer-fixture.ts",
      'import { Picture } from "../components/ui/picture";\nexport const picture = Picture;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("lib/ sits below components/");
  });

  it("refuses the app importing the Node host, and the host importing build steps", async () => {
    const app = await layerErrors(
      "app/routes/layer-fixture.ts",
      'import { pageFile } from "../../server/page-files.ts";\nexport const file = pageFile("/");\n',
    );
    expect(app).toHaveLength(1);
    const server = await layerErrors(
      "server/layer-fixture.ts",
      'import { firstLoadJs } from "../scripts/first-load-js.mjs";\nexport const js = firstLoadJs;\n',
    );
    expect(server).toHaveLength(1);
  });

  it("refuses the server loading app source beside the server build's copy, except types and a few pure modules", async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: "server/boundary-fixture.ts" });
      return (result?.messages ?? [])
        .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
        .map((message) => message.message);
    };
    const outbox = await lint(
      'import { Outbox } from "../app/lib/messages/outbox.server.ts";\nexport const store = new Outbox(":memory:");\n',
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toContain("the server takes the app from the server build");
    expect(
      await lint(
        'import { siteConfig } from "../app/lib/config/config.ts";\nexport const brand = siteConfig.brandName;\n',
      ),
    ).toHaveLength(1);
    expect(
      await lint('import type { Outbox } from "../app/lib/messages/outbox.server.ts";\nexport type Store = Outbox;\n'),
    ).toEqual([]);
    expect(await lint('import { isSlug } from "../app/content/slug.ts";\nexport const ok = isSlug("a");\n')).toEqual(
      [],
    );
    expect(
      await lint('import { escapeHtml } from "../app/lib/html-escape.ts";\nexport const safe = escapeHtml("<");\n'),
    ).toEqual([]);
  });

  it("allows imports that run down the layers", async () => {
    const errors = await layerErrors(
      "app/components/layer-fixture.tsx",
      'import { siteConfig } from "~/lib/config/config";\nexport const brand = siteConfig.brandName;\n',
    );
    expect(errors).toEqual([]);
  });
});
