/**
 * What `node server/index.ts` needs beside `node_modules`: the build, the
 * server itself, the app modules it imports by relative path (the slug
 * pattern, the script policy, the outbox) with the content it reads at start
 * (the launch report, the e-mail copy), and package.json. The test copies of
 * the site use this list; the Dockerfile's run-time stage copies the same.
 */
export const RUNTIME_FILES = ["build", "server", "app", "package.json"] as const;
