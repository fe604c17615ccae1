// Draws each pre-rendered page's social card (issue 20), after
// `react-router build` and prerender-posts.mjs: for every page in
// build/client (each index.html and blog/post/<id>.html) it reads the page's
// own meta tags — og:image (where the card goes, app/lib/seo/social-card.ts),
// og:title (the words) and og:site_name — and its hero art (the image the
// page preloads, drawn from its source in app/assets/images), lays the title
// over the art with satori in Fraunces (a static woff from @fontsource/fraunces:
// satori reads no woff2) and renders a 1200×630 PNG with sharp.
//
// Cards are cached in node_modules/.cache/social-cards by a hash of what they
// are drawn from (this script, the words, the art file, the font), so a build
// only draws the cards whose page title or art changed; cards no page uses
// any more are removed from the cache.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import sharp from "sharp";
import { cardText, SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from "../app/lib/seo/social-card.ts";
import { SOURCE_DIR } from "./images.mjs";

const WIDTH = SOCIAL_CARD_WIDTH;
const HEIGHT = SOCIAL_CARD_HEIGHT;
const clientDir = path.resolve("build/client");
const imagesDir = path.resolve(SOURCE_DIR);
const cacheDir = path.resolve("node_modules/.cache/social-cards");
const FALLBACK_ART = "hero-home";

// Brand colours (app/styles/app.css theme tokens).
const colors = { ink: "#231a15", parchment: "#fdfaf4", parchment200: "#efe2c9", marigold: "#e7b54a", brick: "#b5532d" };

const require = createRequire(import.meta.url);
const fontFile = (weight) => require.resolve(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff`);
const fonts = [
  { name: "Fraunces", weight: 400, style: "normal", data: readFileSync(fontFile(400)) },
  { name: "Fraunces", weight: 700, style: "normal", data: readFileSync(fontFile(700)) },
];

const hash = (...parts) => {
  const digest = createHash("sha256");
  for (const part of parts) digest.update(part);
  return digest.digest("hex").slice(0, 24);
};
const templateHash = hash(readFileSync(new URL(import.meta.url)), ...fonts.map((font) => font.data));

/** Every pre-rendered page file under build/client. */
function pageFiles() {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html") || /^blog\/post\/[^/]+\.html$/.test(file))
    .sort();
}

function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function metaProperty(html, property) {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decodeEntities(match[1]) : undefined;
}

/** The source file of the image the page preloads (its hero), e.g. `/img/hero-about.637f1561.780.avif` → hero-about.jpg. */
function heroArt(html) {
  const preload = /<link rel="preload" as="image"[^>]*?\/img\/([a-z0-9_-]+)\.[0-9a-f]+\.\d+\./.exec(html);
  const key = preload?.[1];
  return (key && sourceFile(key)) || sourceFile(FALLBACK_ART);
}

/** The source of an image key: `<key>.jpg`, or the .jpeg or .png an editor upload may be. */
function sourceFile(key) {
  return [".jpg", ".jpeg", ".png"].map((ext) => path.join(imagesDir, key + ext)).find((file) => existsSync(file));
}

function headingSize(heading) {
  if (heading.length <= 24) return 74;
  if (heading.length <= 44) return 60;
  if (heading.length <= 70) return 50;
  return 44;
}

const el = (type, style, children = []) => ({ type, props: { style, children } });

// The art fills the right part of the card; the words sit on the brand's ink
// on the left, which fades into the art.
const ART_LEFT = 600;
const TEXT_WIDTH = 560;

/** The overlay satori draws: ink panel and fade, brand, heading, line beneath, site host, brick rule. */
function cardTree({ heading, subheading, brand, host }) {
  return el(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      position: "relative",
      fontFamily: "Fraunces",
      color: colors.parchment,
      backgroundImage: `linear-gradient(90deg, ${colors.ink} 0%, ${colors.ink} ${(ART_LEFT / WIDTH) * 100}%, rgba(35,26,21,0) ${((ART_LEFT + 140) / WIDTH) * 100}%)`,
    },
    [
      el(
        "div",
        {
          position: "absolute",
          left: 64,
          top: 56,
          bottom: 64,
          width: TEXT_WIDTH,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        },
        [
          el("div", { display: "flex", alignItems: "center", fontSize: 26, color: colors.marigold }, [
            el("div", { width: 44, height: 4, backgroundColor: colors.marigold, marginRight: 16 }),
            el("div", {}, brand),
          ]),
          el("div", { display: "flex", flexDirection: "column" }, [
            el("div", { fontSize: headingSize(heading), fontWeight: 700, lineHeight: 1.1 }, heading),
            ...(subheading
              ? [el("div", { fontSize: 30, lineHeight: 1.3, marginTop: 20, color: colors.parchment200 }, subheading)]
              : []),
          ]),
          el("div", { display: "flex", fontSize: 24, color: colors.parchment200 }, host),
        ],
      ),
      el("div", { position: "absolute", left: 0, right: 0, bottom: 0, height: 14, backgroundColor: colors.brick }),
    ],
  );
}

async function drawCard(words, artFile) {
  const art = await sharp(artFile)
    .resize(WIDTH - ART_LEFT, HEIGHT, { fit: "cover", position: "attention" })
    .toBuffer();
  const svg = await satori(cardTree(words), { width: WIDTH, height: HEIGHT, fonts });
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: colors.ink } })
    .composite([
      { input: art, top: 0, left: ART_LEFT },
      { input: Buffer.from(svg), top: 0, left: 0 },
    ])
    .png({ palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

mkdirSync(cacheDir, { recursive: true });
const written = new Map();
let drawn = 0;
let bytes = 0;
for (const file of pageFiles()) {
  const html = readFileSync(path.join(clientDir, file), "utf8");
  const image = metaProperty(html, "og:image");
  const title = metaProperty(html, "og:title");
  if (!image || !title) continue; // a page without social tags (none today) gets no card
  const target = new URL(image).pathname;
  if (!/^\/social\/[a-z0-9/-]+\.png$/.test(target)) throw new Error(`social-cards: ${file} has og:image ${image}`);
  const brand = metaProperty(html, "og:site_name") ?? "";
  const words = { ...cardText(title, brand), brand, host: new URL(image).host };
  const artFile = heroArt(html);
  const key = hash(templateHash, JSON.stringify(words), readFileSync(artFile));
  if (written.has(target)) {
    if (written.get(target) !== key) throw new Error(`social-cards: two pages share ${target} with different cards`);
    continue;
  }
  const cached = path.join(cacheDir, `${key}.png`);
  let png;
  if (existsSync(cached)) png = readFileSync(cached);
  else {
    png = await drawCard(words, artFile);
    writeFileSync(cached, png);
    drawn += 1;
  }
  const out = path.join(clientDir, target);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, png);
  written.set(target, key);
  bytes += png.length;
}
// Keep the cache to the cards of this build.
const used = new Set([...written.values()].map((key) => `${key}.png`));
for (const file of readdirSync(cacheDir)) if (!used.has(file)) rmSync(path.join(cacheDir, file));
console.log(
  `social-cards: ${written.size} cards (${drawn} drawn, ${written.size - drawn} from cache), ${(bytes / 1024).toFixed(0)} KiB`,
);
