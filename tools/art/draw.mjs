/**
 * Drawing primitives for the site's illustrated artwork: every function
 * returns an SVG fragment (a string) and takes a seeded random source, so the
 * same seed always draws the same picture.
 */

/** A small, fast, seeded PRNG (mulberry32). */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

/** The brand palette (mirrors the tokens in app/styles/app.css) plus scene colours. */
export const palette = {
  parchment50: "#fdfaf4",
  parchment100: "#f8f1e4",
  parchment200: "#efe2c9",
  parchment300: "#e2cda5",
  ink900: "#231a15",
  ink800: "#33271f",
  ink700: "#4a3a2f",
  ink600: "#64513f",
  ink500: "#7d6a58",
  brick100: "#f5d8cb",
  brick500: "#b5532d",
  brick600: "#9c4323",
  brick700: "#82361c",
  brick800: "#652a17",
  marigold100: "#fbefcf",
  marigold300: "#f1cf7a",
  marigold400: "#e7b54a",
  marigold500: "#d49a2a",
  sage100: "#e3ebe1",
  sage600: "#4f6b52",
  sage700: "#3e5641",
};

export const skies = {
  morning: ["#f6dcb8", "#f9ecd6", "#fdf6ea"],
  golden: ["#e9a45a", "#f3c98a", "#f9e6c4"],
  dusk: ["#4a3a5c", "#b8677a", "#f0b27a"],
  night: ["#1d1b2e", "#2f2c48", "#5a4a6a"],
  overcast: ["#c9c3b8", "#ddd6ca", "#ece6da"],
};

export const coats = {
  black: { base: "#2a2320", shade: "#1a1512", light: "#4a403a", eye: "#e7b54a", label: "black" },
  ginger: { base: "#d98a3d", shade: "#b4642a", light: "#f0b675", eye: "#6f8f3e", label: "ginger" },
  grey: { base: "#8a8a90", shade: "#66666d", light: "#b4b4ba", eye: "#d9a63a", label: "gray" },
  cream: { base: "#ecd6b0", shade: "#cfb48a", light: "#f8ead0", eye: "#5a8fb0", label: "cream" },
  brownTabby: { base: "#8c6a48", shade: "#5a4128", light: "#b8976f", eye: "#8aa04a", label: "brown tabby" },
  tuxedo: { base: "#26201d", shade: "#15110f", light: "#f6f0e6", eye: "#9bbf5a", label: "black-and-white" },
  calico: { base: "#f4ece0", shade: "#d98a3d", light: "#2a2320", eye: "#c9902f", label: "calico" },
  silverTabby: { base: "#a9a6a0", shade: "#55524e", light: "#d8d4cc", eye: "#6fa05a", label: "silver tabby" },
};

const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function attrs(values) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => `${key}="${typeof value === "number" ? fmt(value) : value}"`)
    .join(" ");
}

export const rect = (x, y, width, height, fill, extra = {}) =>
  `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;
export const circle = (cx, cy, r, fill, extra = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const group = (content, transform, extra = {}) => `<g ${attrs({ transform, ...extra })}>${content}</g>`;

let idCounter = 0;
export const uid = (prefix) => `${prefix}${++idCounter}`;
export const resetIds = () => {
  idCounter = 0;
};

/** A vertical linear gradient definition plus its url() reference. */
export function verticalGradient(stops) {
  const id = uid("g");
  const stopTags = stops
    .map(
      (color, index) => `<stop offset="${fmt((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join("");
  return {
    def: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags}</linearGradient>`,
    ref: `url(#${id})`,
  };
}

/** Mix two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const parse = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ra, ga, ba] = parse(a);
  const [rb, gb, bb] = parse(b);
  const channel = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ra, rb)}${channel(ga, gb)}${channel(ba, bb)}`;
}

// ---------------------------------------------------------------- cats

/**
 * A cat, drawn in a local box about 100 units tall with its feet at (0, 0).
 * pose: "sit" (three-quarter sitting), "walk" (side view), "loaf" (lying), "front" (sitting, facing us).
 */
export function cat(rng, { x, y, scale = 1, pose = "sit", coat = "ginger", flip = false, spectacles = false }) {
  const c = coats[coat];
  const clipId = uid("cat");
  const stroke = { stroke: c.shade, "stroke-width": 0.8 };
  let silhouette = "";
  let tail = "";
  let face = "";
  let headCenter = [0, 0];
  let headRadius = 17;

  if (pose === "sit") {
    headCenter = [8, -72];
    silhouette =
      path("M-26,0 C-34,-28 -24,-58 -4,-62 C14,-66 28,-44 27,-16 C27,-6 24,0 18,0 Z", c.base) +
      path("M6,-38 L8,0 L15,0 L16,-38 Z", c.base) +
      path("M15,-36 L18,0 L25,0 L24,-34 Z", c.base) +
      circle(headCenter[0], headCenter[1], headRadius, c.base) +
      path("M-7,-80 L-6,-99 L5,-86 Z", c.base) +
      path("M12,-88 L23,-100 L24,-79 Z", c.base);
    tail = path("M-22,-3 C-48,-2 -54,-26 -40,-38", "none", {
      stroke: c.base,
      "stroke-width": 7,
      "stroke-linecap": "round",
    });
  } else if (pose === "walk") {
    headCenter = [44, -52];
    silhouette =
      path("M-36,-40 C-36,-56 30,-58 36,-42 C40,-30 34,-22 24,-22 L-28,-22 C-36,-22 -38,-32 -36,-40 Z", c.base) +
      path("M-30,-28 L-34,0 L-27,0 L-22,-26 Z", c.base) +
      path("M-18,-26 L-14,0 L-8,0 L-10,-26 Z", c.base) +
      path("M16,-28 L12,0 L19,0 L24,-26 Z", c.base) +
      path("M26,-28 L30,0 L36,0 L33,-30 Z", c.base) +
      path("M30,-44 C34,-52 40,-56 44,-56 L46,-40 Z", c.base) +
      circle(headCenter[0], headCenter[1], 14, c.base) +
      path("M34,-60 L36,-76 L45,-65 Z", c.base) +
      path("M47,-66 L57,-76 L57,-57 Z", c.base);
    headRadius = 14;
    tail = path("M-34,-42 C-52,-52 -54,-78 -40,-88", "none", {
      stroke: c.base,
      "stroke-width": 6,
      "stroke-linecap": "round",
    });
  } else if (pose === "loaf") {
    headCenter = [30, -34];
    silhouette =
      path("M-44,0 C-48,-30 -20,-44 8,-42 C36,-40 46,-22 44,0 Z", c.base) +
      circle(headCenter[0], headCenter[1], 16, c.base) +
      path("M17,-42 L16,-60 L27,-48 Z", c.base) +
      path("M33,-50 L44,-61 L46,-40 Z", c.base);
    headRadius = 16;
    tail = path("M-42,-2 C-30,6 0,6 14,1", "none", { stroke: c.base, "stroke-width": 7, "stroke-linecap": "round" });
  } else {
    headCenter = [0, -70];
    headRadius = 22;
    silhouette =
      path("M-26,0 C-32,-26 -22,-54 0,-56 C22,-54 32,-26 26,0 Z", c.base) +
      ellipse(0, headCenter[1], 24, 21, c.base) +
      path("M-22,-80 L-20,-104 L-4,-88 Z", c.base) +
      path("M22,-80 L20,-104 L4,-88 Z", c.base);
    tail = path("M24,-2 C44,-2 50,-20 40,-32", "none", {
      stroke: c.base,
      "stroke-width": 7,
      "stroke-linecap": "round",
    });
  }

  // coat markings, clipped to the silhouette
  let markings = "";
  if (coat === "brownTabby" || coat === "silverTabby" || coat === "ginger") {
    const stripes = [];
    for (let i = -6; i <= 6; i++) {
      const sx = i * 9 + rng.range(-2, 2);
      stripes.push(
        path(`M${fmt(sx)},-110 q${fmt(rng.range(-6, 6))},55 ${fmt(rng.range(-4, 4))},112`, "none", {
          stroke: c.shade,
          "stroke-width": coat === "ginger" ? 2.2 : 3,
          opacity: coat === "ginger" ? 0.5 : 0.75,
        }),
      );
    }
    markings += stripes.join("");
  }
  if (coat === "tuxedo") {
    markings +=
      ellipse(pose === "walk" ? 38 : headCenter[0], pose === "walk" ? -34 : -44, 10, 18, c.light) +
      ellipse(headCenter[0] + (pose === "front" ? 0 : 2), headCenter[1] + 9, 9, 7, c.light) +
      rect(-60, -6, 120, 6, c.light);
  }
  if (coat === "calico") {
    for (let i = 0; i < 5; i++) {
      markings += ellipse(
        rng.range(-30, 40),
        rng.range(-90, -10),
        rng.range(9, 18),
        rng.range(8, 14),
        i % 2 ? c.shade : c.light,
      );
    }
  }
  if (coat === "cream" || coat === "grey") {
    markings += ellipse(headCenter[0], headCenter[1] + 10, 11, 7, c.light, { opacity: 0.8 });
  }

  // face details: eyes, nose, whiskers
  const [hx, hy] = headCenter;
  const facing = pose === "front" ? 0 : 1;
  const eyeSpread = pose === "front" ? 9 : 6;
  const eyeX = hx + facing * 4;
  const eyeColor = c.eye;
  const pupil = "#15110f";
  const eyes = [-1, 1]
    .map((side) => {
      const ex = eyeX + side * eyeSpread;
      return (
        ellipse(ex, hy - 2, pose === "front" ? 4.2 : 3.2, pose === "front" ? 3.8 : 3, eyeColor) +
        ellipse(ex, hy - 2, 1.1, pose === "front" ? 3.2 : 2.6, pupil) +
        circle(ex + 1, hy - 3.5, 0.8, "#fff", { opacity: 0.8 })
      );
    })
    .join("");
  const noseX = eyeX + (pose === "front" ? 0 : 3);
  const nose = path(`M${fmt(noseX - 2.2)},${fmt(hy + 5)} h4.4 l-2.2,2.6 Z`, "#d98080");
  const whiskerColor = coat === "black" || coat === "tuxedo" ? "#cfc6bb" : "#4a3a2f";
  const whiskers = [-1, 1]
    .map((side) =>
      [0, 3].map((dy) =>
        path(`M${fmt(noseX + side * 4)},${fmt(hy + 7 + dy)} l${side * 13},${fmt(-2 + dy)}`, "none", {
          stroke: whiskerColor,
          "stroke-width": 0.6,
          opacity: 0.7,
        }),
      ),
    )
    .flat()
    .join("");
  const innerEars =
    pose === "front"
      ? path("M-19,-83 L-18,-98 L-8,-88 Z", "#d9a0a0", { opacity: 0.6 }) +
        path("M19,-83 L18,-98 L8,-88 Z", "#d9a0a0", { opacity: 0.6 })
      : "";
  face = innerEars + eyes + nose + whiskers;
  if (spectacles) {
    face += [-1, 1]
      .map((side) => circle(eyeX + side * eyeSpread, hy - 2, 5.5, "none", { stroke: "#c9a44a", "stroke-width": 1.3 }))
      .join("");
    face += path(`M${fmt(eyeX - eyeSpread + 5.5)},${fmt(hy - 2)} h${fmt(eyeSpread * 2 - 11)}`, "none", {
      stroke: "#c9a44a",
      "stroke-width": 1.3,
    });
  }

  const body =
    `<clipPath id="${clipId}">${silhouette}</clipPath>` +
    tail +
    silhouette +
    `<g clip-path="url(#${clipId})">${markings}</g>` +
    face +
    path("M-30,0 h60", "none", { ...stroke, opacity: 0 });
  const transform = `translate(${fmt(x)},${fmt(y)}) scale(${flip ? -scale : scale},${scale})`;
  return group(ellipse(0, 0, 34, 4, "#000", { opacity: 0.12 }) + body, transform);
}

// ---------------------------------------------------------------- people

const skinTones = ["#f1c9a5", "#e0a878", "#c68a5a", "#9a6440", "#6e452c", "#f5d5bb"];
const clothes = ["#b5532d", "#4f6b52", "#3e5641", "#d49a2a", "#4a3a2f", "#6a7fa0", "#82361c", "#8c5f86", "#2f4b66"];
const hairColors = ["#2a2320", "#5a3a24", "#8c5a2c", "#c9a060", "#9a9a9a", "#1a1512"];

/** A standing person about 170 units tall, feet at (0, 0). */
export function person(rng, { x, y, scale = 1, role = "visitor", child = false, hat, accessory }) {
  const skin = rng.pick(skinTones);
  const coat = role === "guide" ? palette.brick600 : rng.pick(clothes);
  const trousers = rng.pick(["#33271f", "#4a3a2f", "#2f3e52", "#64513f"]);
  const hair = rng.pick(hairColors);
  const s = child ? 0.68 : 1;
  const h = 170 * s;
  const legs =
    rect(-11 * s, -70 * s, 9 * s, 70 * s, trousers, { rx: 3 }) +
    rect(2 * s, -70 * s, 9 * s, 70 * s, trousers, { rx: 3 });
  const shoes = ellipse(-7 * s, -2, 8 * s, 4, palette.ink900) + ellipse(7 * s, -2, 8 * s, 4, palette.ink900);
  const torso = path(
    `M${-20 * s},${-66 * s} C${-22 * s},${-110 * s} ${-18 * s},${-128 * s} 0,${-130 * s} C${18 * s},${-128 * s} ${22 * s},${-110 * s} ${20 * s},${-66 * s} Z`,
    coat,
  );
  const arms =
    path(`M${-18 * s},${-122 * s} q${-10 * s},${28 * s} ${-6 * s},${54 * s}`, "none", {
      stroke: coat,
      "stroke-width": 9 * s,
      "stroke-linecap": "round",
    }) +
    (role === "guide"
      ? path(`M${18 * s},${-122 * s} q${14 * s},${-10 * s} ${22 * s},${-34 * s}`, "none", {
          stroke: coat,
          "stroke-width": 9 * s,
          "stroke-linecap": "round",
        })
      : path(`M${18 * s},${-122 * s} q${10 * s},${28 * s} ${6 * s},${54 * s}`, "none", {
          stroke: coat,
          "stroke-width": 9 * s,
          "stroke-linecap": "round",
        }));
  const headY = -146 * s;
  const face =
    circle(-5 * s, headY + 1 * s, 1.4 * s, palette.ink900) +
    circle(5 * s, headY + 1 * s, 1.4 * s, palette.ink900) +
    path(`M${-4 * s},${headY + 7 * s} q${4 * s},${3 * s} ${8 * s},0`, "none", {
      stroke: palette.ink900,
      "stroke-width": 1.1 * s,
    });
  const head = circle(0, headY, 15 * s, skin) + face;
  const hairShape =
    rng.chance(0.5) || child
      ? path(`M${-15 * s},${headY} a${15 * s},${15 * s} 0 0 1 ${30 * s},0 q${-15 * s},${-6 * s} ${-30 * s},0 Z`, hair)
      : path(
          `M${-16 * s},${headY + 10 * s} C${-20 * s},${headY - 20 * s} ${20 * s},${headY - 20 * s} ${16 * s},${headY + 10 * s} L${12 * s},${headY} Q0,${headY - 10 * s} ${-12 * s},${headY} Z`,
          hair,
        );
  let extra = "";
  const hatKind = hat ?? (role === "guide" ? "cap" : undefined);
  if (hatKind === "cap") {
    extra +=
      path(`M${-15 * s},${headY - 4 * s} a${15 * s},${13 * s} 0 0 1 ${30 * s},0 Z`, palette.ink800) +
      rect(8 * s, headY - 6 * s, 14 * s, 4 * s, palette.ink800, { rx: 2 });
  }
  if (role === "guide") {
    // a raised flag with a little cat emblem, so the group can find the guide
    const fx = 40 * s;
    const fy = -156 * s;
    extra +=
      path(`M${fx},${fy + 2} L${fx},${fy - 70 * s}`, "none", { stroke: palette.ink800, "stroke-width": 2.5 }) +
      path(`M${fx},${fy - 70 * s} l${34 * s},${8 * s} l${-34 * s},${10 * s} Z`, palette.marigold400) +
      circle(fx + 12 * s, fy - 61 * s, 3.2 * s, palette.ink800);
  }
  if (accessory === "balloon") {
    const color = rng.pick([palette.brick500, palette.marigold400, "#6a7fa0", palette.sage600]);
    extra +=
      path(`M${22 * s},${-72 * s} q${10 * s},${-60 * s} ${4 * s},${-120 * s}`, "none", {
        stroke: palette.ink600,
        "stroke-width": 1,
      }) + ellipse(26 * s, -206 * s, 14 * s, 17 * s, color);
  }
  if (accessory === "backpack") extra += rect(-26 * s, -124 * s, 10 * s, 40 * s, rng.pick(clothes), { rx: 4 });
  void h;
  return group(
    ellipse(0, 0, 22 * s, 4, "#000", { opacity: 0.12 }) + legs + shoes + arms + torso + head + hairShape + extra,
    `translate(${fmt(x)},${fmt(y)}) scale(${fmt(scale)})`,
  );
}

// ---------------------------------------------------------------- scenery

export function tree(rng, { x, y, scale = 1, season = "summer" }) {
  const greens = {
    summer: [palette.sage600, palette.sage700, "#6f8a5a"],
    autumn: [palette.marigold500, palette.brick500, "#c98a3a"],
    spring: ["#8fae78", "#a9c48c", "#e8b4b8"],
    winter: ["#8a7a6a"],
  }[season];
  let canopy = "";
  if (season !== "winter") {
    for (let i = 0; i < 9; i++) {
      canopy += circle(rng.range(-46, 46), rng.range(-230, -150), rng.range(30, 48), rng.pick(greens), {
        opacity: 0.95,
      });
    }
  } else {
    for (let i = 0; i < 7; i++) {
      canopy += path(
        `M0,-120 q${fmt(rng.range(-40, 40))},-40 ${fmt(rng.range(-70, 70))},${fmt(rng.range(-110, -70))}`,
        "none",
        {
          stroke: "#5a4a3a",
          "stroke-width": 3,
        },
      );
    }
  }
  return group(
    rect(-5, -150, 10, 150, "#5a4232") + rect(-16, -6, 32, 6, "#6e5a48") + canopy,
    `translate(${fmt(x)},${fmt(y)}) scale(${fmt(scale)})`,
  );
}

export function lamp(x, y, scale = 1) {
  return group(
    rect(-3, -190, 6, 190, "#2f2a26") +
      rect(-8, -12, 16, 12, "#2f2a26") +
      path("M-12,-190 L12,-190 L8,-214 L-8,-214 Z", "#2f2a26") +
      rect(-7, -210, 14, 18, "#f6d890", { opacity: 0.9 }) +
      path("M-10,-214 L0,-224 L10,-214 Z", "#2f2a26"),
    `translate(${fmt(x)},${fmt(y)}) scale(${fmt(scale)})`,
  );
}

/** A window with frame and sill; lit windows glow warm. */
export function windowPane(x, y, width, height, { lit = false, arched = false, frame = "#efe2c9" } = {}) {
  const glass = lit ? "#f6d48a" : "#5a6a7a";
  const top = arched
    ? `M${fmt(x)},${fmt(y + width / 2)} a${fmt(width / 2)},${fmt(width / 2)} 0 0 1 ${fmt(width)},0`
    : `M${fmt(x)},${fmt(y)} h${fmt(width)}`;
  const shape = arched
    ? `${top} V${fmt(y + height)} H${fmt(x)} Z`
    : `M${fmt(x)},${fmt(y)} h${fmt(width)} v${fmt(height)} h${fmt(-width)} Z`;
  return (
    path(shape, glass, { stroke: frame, "stroke-width": 3 }) +
    path(
      `M${fmt(x + width / 2)},${fmt(y + (arched ? width / 4 : 0))} V${fmt(y + height)} M${fmt(x)},${fmt(y + height * 0.55)} h${fmt(width)}`,
      "none",
      {
        stroke: frame,
        "stroke-width": 2,
      },
    ) +
    (lit
      ? ""
      : path(`M${fmt(x + 4)},${fmt(y + height - 6)} l${fmt(width * 0.35)},${fmt(-height * 0.5)}`, "none", {
          stroke: "#fff",
          "stroke-width": 2,
          opacity: 0.25,
        })) +
    rect(x - 4, y + height, width + 8, 5, frame)
  );
}
