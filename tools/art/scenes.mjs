/**
 * Scene compositions: each scene takes (rng, width, height, options) and
 * returns a complete SVG document. Scenes are built from the primitives in
 * draw.mjs and the brand palette.
 */
import {
  cat,
  circle,
  ellipse,
  group,
  lamp,
  mix,
  palette,
  path,
  person,
  rect,
  skies,
  tree,
  verticalGradient,
  windowPane,
} from "./draw.mjs";

export function svg(width, height, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${body}</svg>`;
}

export function sky(width, height, time, defs) {
  const gradient = verticalGradient(skies[time]);
  defs.push(gradient.def);
  let out = rect(0, 0, width, height, gradient.ref);
  if (time === "golden" || time === "morning")
    out += circle(width * 0.78, height * 0.22, height * 0.09, "#fbefcf", { opacity: 0.85 });
  if (time === "dusk") out += circle(width * 0.2, height * 0.42, height * 0.07, "#f7c98a", { opacity: 0.8 });
  if (time === "night") {
    out += circle(width * 0.82, height * 0.16, height * 0.05, "#f3ead6");
  }
  return out;
}

/** Distant skyline: a layer of towers, lighter with distance. */
export function skyline(rng, width, baseY, { color, maxHeight, lit = false, spires = true }) {
  let out = "";
  let x = -20;
  while (x < width + 20) {
    const w = rng.range(width * 0.025, width * 0.07);
    const h = rng.range(maxHeight * 0.3, maxHeight);
    out += rect(x, baseY - h, w, h + 2, color);
    if (spires && rng.chance(0.18)) {
      out += path(
        `M${x + w * 0.2},${baseY - h} L${x + w / 2},${baseY - h - h * 0.25} L${x + w * 0.8},${baseY - h} Z`,
        color,
      );
    }
    if (spires && rng.chance(0.12)) out += rect(x + w * 0.35, baseY - h - h * 0.12, w * 0.3, h * 0.12, color);
    if (lit) {
      for (let wy = baseY - h + 10; wy < baseY - 8; wy += 14) {
        for (let wx = x + 5; wx < x + w - 6; wx += 10) {
          if (rng.chance(0.3)) out += rect(wx, wy, 4, 6, "#f6d48a", { opacity: 0.85 });
        }
      }
    }
    x += w + rng.range(0, 6);
  }
  return out;
}

export function water(width, y, height, time, defs) {
  const colors = {
    morning: ["#b9c6c8", "#93a7aa"],
    golden: ["#c99a6a", "#8a7a6a"],
    dusk: ["#6a5a78", "#3a3450"],
    night: ["#24223a", "#161526"],
    overcast: ["#a9aca6", "#8a8e88"],
  }[time];
  const gradient = verticalGradient(colors);
  defs.push(gradient.def);
  let out = rect(0, y, width, height, gradient.ref);
  for (let i = 0; i < 26; i++) {
    const ly = y + ((i * 37) % height);
    out += rect(((i * 173) % width) - 40, ly, 60 + ((i * 53) % 140), 2, "#fff", { opacity: 0.18 });
  }
  return out;
}

export function bridge(width, baseY, scale, color) {
  const tower = (tx) =>
    path(
      `M${tx - 34 * scale},${baseY} V${baseY - 250 * scale} h${68 * scale} V${baseY} Z M${tx - 22 * scale},${baseY - 60 * scale} V${baseY - 170 * scale} a${8 * scale},${14 * scale} 0 0 1 ${16 * scale},0 V${baseY - 60 * scale} Z M${tx + 6 * scale},${baseY - 60 * scale} V${baseY - 170 * scale} a${8 * scale},${14 * scale} 0 0 1 ${16 * scale},0 V${baseY - 60 * scale} Z`,
      color,
      { "fill-rule": "evenodd" },
    );
  const t1 = width * 0.32;
  const t2 = width * 0.78;
  const deckY = baseY - 70 * scale;
  let cables = "";
  for (let i = 0; i < 3; i++) {
    const sag = 170 * scale - i * 8 * scale;
    cables += path(
      `M${-40},${deckY - 20 * scale} Q${t1 - 160 * scale},${deckY - 40 * scale} ${t1},${baseY - 245 * scale + i * 4}`,
      "none",
      {
        stroke: color,
        "stroke-width": 2.2,
      },
    );
    cables += path(
      `M${t1},${baseY - 245 * scale + i * 4} Q${(t1 + t2) / 2},${baseY - 245 * scale + sag + 40 * scale} ${t2},${baseY - 245 * scale + i * 4}`,
      "none",
      {
        stroke: color,
        "stroke-width": 2.2,
      },
    );
    cables += path(
      `M${t2},${baseY - 245 * scale + i * 4} Q${t2 + 160 * scale},${deckY - 40 * scale} ${width + 40},${deckY - 20 * scale}`,
      "none",
      {
        stroke: color,
        "stroke-width": 2.2,
      },
    );
  }
  let hangers = "";
  for (let hx = t1 + 20; hx < t2 - 10; hx += 18) {
    const tt = (hx - t1) / (t2 - t1);
    const cy = baseY - 245 * scale + 4 * tt * (1 - tt) * (170 * scale + 20 * scale);
    hangers += path(`M${hx},${cy} V${deckY}`, "none", { stroke: color, "stroke-width": 1, opacity: 0.7 });
  }
  return cables + hangers + rect(-40, deckY, width + 80, 12 * scale, color) + tower(t1) + tower(t2);
}

/**
 * Lower Manhattan across the East River, from the Brooklyn Heights Promenade.
 * `horizon` and `rail` (fractions of the height) move the skyline and the
 * railing up for a tall phone crop, whose text leaves only the top free.
 */
export function harborSkyline(
  rng,
  width,
  height,
  { time = "golden", withBridge = true, cats = [], people = 0, horizon: horizonAt = 0.62, rail = 0.84, catScale = 1.6 },
) {
  const defs = [];
  const horizon = height * horizonAt;
  const towers = Math.min(1, horizonAt / 0.62);
  let body = sky(width, height, time, defs);
  const far = { morning: "#c9b8a6", golden: "#c98e6a", dusk: "#5a4a6a", night: "#2a2840", overcast: "#a8a29a" }[time];
  const near = { morning: "#9a8574", golden: "#8a5a45", dusk: "#3a3048", night: "#1a1828", overcast: "#7a746c" }[time];
  body += skyline(rng, width, horizon, { color: far, maxHeight: height * 0.34 * towers });
  body += skyline(rng, width, horizon, {
    color: near,
    maxHeight: height * 0.24 * towers,
    lit: time === "night" || time === "dusk",
  });
  body += water(width, horizon, height - horizon, time, defs);
  if (withBridge) body += bridge(width, horizon + 8, (height / 1000) * towers, mix(near, "#000000", 0.2));
  // promenade railing and paving in the foreground
  const railY = height * rail;
  body += rect(0, railY, width, height - railY, "#6e5a48");
  body += rect(0, railY, width, 10, "#4a3a2f");
  for (let rx = 0; rx < width; rx += 26) body += rect(rx, railY - 52, 5, 52, "#2f2a26");
  body += rect(0, railY - 58, width, 8, "#2f2a26");
  if (rail < 0.5) {
    // a tall crop sees the promenade's hexagonal pavers, a lamp and a bench below the railing
    for (let row = 0, py = railY + 30; py < height; row++, py += 24 + row * 5) {
      for (let px = (row % 2) * 30 - 30; px < width; px += 60 + row * 4)
        body += path(`M${px},${py} l15,-8 h30 l15,8 l-15,8 h-30 Z`, "none", { stroke: "#5a4a3c", "stroke-width": 2 });
    }
    body += lamp(width * 0.12, height * 0.62, height / 900);
    body +=
      rect(width * 0.55, height * 0.5, width * 0.36, 14, "#3e5641") +
      rect(width * 0.55, height * 0.46, width * 0.36, 10, "#3e5641");
    body += rect(width * 0.58, height * 0.5, 10, 60, "#2f2a26") + rect(width * 0.86, height * 0.5, 10, 60, "#2f2a26");
  }
  for (const [index, options] of cats.entries()) {
    body += cat(rng, {
      x: width * options.at,
      y: railY - 58,
      scale: (height / 1000) * catScale,
      pose: options.pose ?? "sit",
      coat: options.coat,
      flip: index % 2 === 1,
    });
  }
  for (let i = 0; i < people; i++) {
    body += person(rng, {
      x: width * (0.12 + i * 0.1),
      y: height * 0.98,
      scale: height / 520,
      role: i === 0 ? "guide" : "visitor",
    });
  }
  return svg(width, height, defs, body);
}

function brownstone(rng, x, baseY, w, h, { time, stoopSide = "left", tone }) {
  const stone = tone ?? rng.pick(["#7a4a36", "#8b5a3c", "#6e4030", "#94634a", "#a0705a"]);
  const trim = mix(stone, "#f8f1e4", 0.35);
  const lit = time === "dusk" || time === "night";
  let out = rect(x, baseY - h, w, h, stone);
  // cornice with brackets
  out += rect(x - 6, baseY - h - 16, w + 12, 16, mix(stone, "#231a15", 0.35));
  for (let bx = x + 6; bx < x + w - 6; bx += 26) out += rect(bx, baseY - h, 8, 14, mix(stone, "#231a15", 0.3));
  const floors = 3;
  const floorH = (h - 70) / (floors + 0.4);
  const cols = 3;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const ww = w * 0.16;
      const wx = x + w * 0.12 + c * (w * 0.3);
      const wy = baseY - h + 26 + f * floorH;
      if (f === floors - 1 && ((stoopSide === "left" && c === 0) || (stoopSide === "right" && c === cols - 1)))
        continue;
      out += rect(wx - 5, wy - 10, ww + 10, 8, trim);
      out += windowPane(wx, wy, ww, floorH * 0.62, {
        lit: lit && rng.chance(0.55),
        frame: trim,
        arched: f === floors - 1,
      });
    }
  }
  // stoop with railings leading to an arched door
  const doorW = w * 0.2;
  const doorX = stoopSide === "left" ? x + w * 0.1 : x + w * 0.7;
  const doorY = baseY - h + 26 + (floors - 1) * floorH - 12;
  out += path(
    `M${doorX},${doorY + doorW / 2} a${doorW / 2},${doorW / 2} 0 0 1 ${doorW},0 V${doorY + floorH} H${doorX} Z`,
    "#3a2318",
    { stroke: trim, "stroke-width": 4 },
  );
  out += circle(doorX + doorW * 0.75, doorY + floorH * 0.6, 2.5, palette.marigold400);
  const stoopTop = doorY + floorH;
  const stoopDepth = w * 0.45;
  const dir = stoopSide === "left" ? 1 : -1;
  const steps = 7;
  for (let s = 0; s < steps; s++) {
    const sy = stoopTop + ((baseY - stoopTop) / steps) * s;
    const reach = doorW + 12 + (stoopDepth * s) / steps;
    const sx = dir === 1 ? doorX - 6 : doorX + doorW + 6 - reach;
    out += rect(sx, sy, reach, (baseY - stoopTop) / steps + 1, mix(stone, "#231a15", 0.12 + s * 0.02));
    out += rect(sx, sy, reach, 2, mix(stone, "#f8f1e4", 0.2));
  }
  const railX1 = dir === 1 ? doorX - 6 : doorX + doorW + 6;
  const railX2 = railX1 + dir * (stoopDepth + doorW * 0.3);
  for (const offset of [0, dir * (doorW + 12)]) {
    out += path(
      `M${railX1 + offset},${stoopTop - 30} L${railX2 + offset},${baseY - 34} L${railX2 + offset},${baseY}`,
      "none",
      {
        stroke: "#1f1a17",
        "stroke-width": 3.5,
      },
    );
  }
  return { svg: out, stoop: { x: (railX1 + railX2) / 2, y: stoopTop + (baseY - stoopTop) * 0.5 } };
}

/** A row of Brooklyn Heights brownstones with stoops, trees and a sidewalk. */
export function brownstoneStreet(
  rng,
  width,
  height,
  { time = "morning", season = "summer", cats = [], people = 0, balloons = false, children = 0 },
) {
  const defs = [];
  const baseY = height * 0.8;
  let body = sky(width, height, time, defs);
  let x = -30;
  let houses = "";
  const stoops = [];
  let index = 0;
  while (x < width) {
    const w = rng.range(width * 0.2, width * 0.26);
    const h = rng.range(height * 0.6, height * 0.72);
    const house = brownstone(rng, x, baseY, w, h, { time, stoopSide: index % 2 ? "right" : "left" });
    houses += house.svg;
    stoops.push(house.stoop);
    x += w + 2;
    index++;
  }
  body += houses;
  // sidewalk, curb and street
  body += rect(0, baseY, width, height * 0.08, "#c9b8a0");
  for (let sx = 0; sx < width; sx += 90) body += rect(sx, baseY, 2, height * 0.08, "#a8977f");
  body += rect(0, baseY + height * 0.08, width, 8, "#8a7a68");
  body += rect(0, baseY + height * 0.08 + 8, width, height, "#5a5048");
  for (let t = 0; t < 3; t++)
    body += tree(rng, {
      x: width * (0.14 + t * 0.36) + rng.range(-30, 30),
      y: baseY + height * 0.06,
      scale: height / 620,
      season,
    });
  for (const [i, options] of cats.entries()) {
    const spot = options.onStoop
      ? stoops[Math.min(stoops.length - 1, 1 + i)]
      : { x: width * (options.at ?? 0.5), y: baseY + height * 0.07 };
    body += cat(rng, {
      x: options.at && !options.onStoop ? width * options.at : spot.x,
      y: spot.y,
      scale: (height / 1000) * (options.onStoop ? 1.1 : 1.4),
      pose: options.pose ?? "sit",
      coat: options.coat,
      flip: i % 2 === 0,
    });
  }
  for (let i = 0; i < people; i++) {
    const isChild = i > 0 && i <= children;
    body += person(rng, {
      x: width * 0.08 + ((i * (width * 0.84)) / Math.max(1, people - 1 || 1)) * (people > 1 ? 1 : 0),
      y: height * 0.985,
      scale: height / 560,
      role: i === 0 ? "guide" : "visitor",
      child: isChild,
      accessory: balloons && i % 3 === 1 ? "balloon" : undefined,
    });
  }
  return svg(width, height, defs, body);
}

export function classicalFacade(x, baseY, w, h, stone) {
  const shade = mix(stone, "#231a15", 0.25);
  let out = "";
  const stepsH = h * 0.12;
  for (let s = 0; s < 5; s++)
    out += rect(
      x - 20 + s * 8,
      baseY - (stepsH / 5) * (s + 1),
      w + 40 - s * 16,
      stepsH / 5 + 1,
      mix(stone, "#f8f1e4", 0.1 * (s % 2)),
    );
  const colTop = baseY - h * 0.78;
  const colBottom = baseY - stepsH;
  out += rect(x, colTop - 6, w, colBottom - colTop + 6, shade);
  const columns = 6;
  for (let c = 0; c < columns; c++) {
    const cx = x + 18 + c * ((w - 60) / (columns - 1));
    out += rect(cx, colTop, 24, colBottom - colTop, stone);
    for (let f = 4; f < 22; f += 6)
      out += rect(cx + f, colTop + 8, 1.5, colBottom - colTop - 16, shade, { opacity: 0.5 });
    out += rect(cx - 4, colTop - 4, 32, 10, mix(stone, "#f8f1e4", 0.25));
  }
  out += rect(x - 10, colTop - 40, w + 20, 36, stone);
  out += path(
    `M${x - 16},${colTop - 40} L${x + w / 2},${baseY - h} L${x + w + 16},${colTop - 40} Z`,
    mix(stone, "#f8f1e4", 0.15),
  );
  out += path(`M${x + 30},${colTop - 46} L${x + w / 2},${baseY - h + 18} L${x + w - 30},${colTop - 46} Z`, shade, {
    opacity: 0.5,
  });
  return out;
}

export function towerBlock(rng, x, baseY, w, h, color, lit) {
  let out = rect(x, baseY - h, w, h, color);
  out += rect(x - 4, baseY - h - 10, w + 8, 12, mix(color, "#231a15", 0.2));
  const glass = lit ? "#f6d48a" : mix(color, "#3a4a5a", 0.55);
  for (let wy = baseY - h + 20; wy < baseY - 60; wy += 34) {
    for (let wx = x + 12; wx < x + w - 22; wx += 26) {
      out += rect(wx, wy, 14, 22, lit && rng.chance(0.5) ? glass : mix(color, "#3a4a5a", 0.55));
    }
  }
  out += rect(x + w * 0.3, baseY - 56, w * 0.4, 56, mix(color, "#231a15", 0.45));
  return out;
}

/** Wall Street: a temple-fronted hall, a statue on a plinth and stone towers. */
export function financialDistrict(
  rng,
  width,
  height,
  { time = "morning", cats = [], people = 0, flags = true, cobbles = false },
) {
  const defs = [];
  const baseY = height * 0.82;
  let body = sky(width, height, time, defs);
  const lit = time === "dusk" || time === "night";
  const stones = ["#cbb89a", "#b8a482", "#d8c8aa", "#a8957a", "#c2ae8e"];
  body += towerBlock(rng, -20, baseY, width * 0.26, height * 0.9, rng.pick(stones), lit);
  body += towerBlock(rng, width * 0.76, baseY, width * 0.28, height * 0.95, rng.pick(stones), lit);
  body += towerBlock(
    rng,
    width * 0.2,
    baseY - height * 0.2,
    width * 0.16,
    height * 0.5,
    mix(rng.pick(stones), "#ffffff", 0.2),
    false,
  );
  body += classicalFacade(width * 0.3, baseY, width * 0.44, height * 0.62, "#e2d6bc");
  // statue on a plinth in front of the steps
  const sx = width * 0.52;
  body += rect(sx - 30, baseY - 120, 60, 120, "#a8977f") + rect(sx - 38, baseY - 128, 76, 12, "#b8a78f");
  body += group(
    person(rng, { x: 0, y: 0, scale: 0.9, hat: undefined }).replace(/fill="#[0-9a-f]{6}"/g, 'fill="#5f6e5c"'),
    `translate(${sx},${baseY - 128})`,
  );
  if (flags) {
    for (const fx of [width * 0.1, width * 0.86]) {
      body += path(`M${fx},${baseY - height * 0.5} V${baseY - height * 0.3}`, "none", {
        stroke: "#2f2a26",
        "stroke-width": 4,
      });
      body +=
        rect(fx, baseY - height * 0.5, 70, 42, palette.brick500) + rect(fx, baseY - height * 0.5, 28, 20, "#2f4b66");
      for (let s = 6; s < 42; s += 12) body += rect(fx, baseY - height * 0.5 + s, 70, 5, "#f8f1e4", { opacity: 0.9 });
    }
  }
  body += rect(0, baseY, width, height - baseY, cobbles ? "#8a7a6a" : "#b8a890");
  if (cobbles) {
    for (let cy = baseY + 6; cy < height; cy += 16) {
      for (let cx = (cy / 16) % 2 ? 0 : 14; cx < width; cx += 28)
        body += ellipse(cx, cy, 12, 6, "#9a8a78", { stroke: "#6e6052", "stroke-width": 1 });
    }
  }
  for (const [i, options] of cats.entries()) {
    body += cat(rng, {
      x: width * options.at,
      y: options.onSteps ? baseY - height * 0.09 : height * 0.94,
      scale: (height / 1000) * 1.5,
      pose: options.pose ?? "walk",
      coat: options.coat,
      flip: i % 2 === 1,
    });
  }
  for (let i = 0; i < people; i++) {
    body += person(rng, {
      x: width * (0.14 + (i * 0.72) / Math.max(1, people - 1)),
      y: height * 0.99,
      scale: height / 540,
      role: i === 0 ? "guide" : "visitor",
      accessory: i % 4 === 2 ? "backpack" : undefined,
    });
  }
  return svg(width, height, defs, body);
}

function tenement(rng, x, baseY, w, h, { time, laundry }) {
  const brick = rng.pick(["#9c4323", "#a8543a", "#82361c", "#b06a48", "#8a4a34"]);
  const lit = time === "dusk" || time === "night";
  let out = rect(x, baseY - h, w, h, brick);
  for (let by = baseY - h + 8; by < baseY; by += 9)
    out += rect(x, by, w, 1.2, mix(brick, "#231a15", 0.25), { opacity: 0.5 });
  out += rect(x - 6, baseY - h - 22, w + 12, 22, mix(brick, "#231a15", 0.4));
  for (let dx = x; dx < x + w; dx += 22) out += rect(dx + 4, baseY - h - 12, 12, 8, mix(brick, "#f8f1e4", 0.2));
  const floors = 5;
  const floorH = (h - 90) / floors;
  const escapeX = x + w * 0.12;
  const escapeW = w * 0.5;
  for (let f = 0; f < floors; f++) {
    const wy = baseY - h + 20 + f * floorH;
    for (let c = 0; c < 4; c++) {
      const wx = x + w * 0.08 + c * (w * 0.23);
      out += rect(wx - 3, wy - 6, w * 0.14 + 6, 6, "#e2cda5");
      out += windowPane(wx, wy, w * 0.14, floorH * 0.58, { lit: lit && rng.chance(0.5), frame: "#e2cda5" });
    }
    // fire-escape platform and ladder
    const py = wy + floorH * 0.66;
    out += rect(escapeX, py, escapeW, 4, "#1f1a17");
    for (let rx = escapeX; rx <= escapeX + escapeW; rx += 8) out += rect(rx, py - 22, 1.6, 22, "#1f1a17");
    out += rect(escapeX, py - 24, escapeW, 2.5, "#1f1a17");
    if (f < floors - 1) {
      const lx = f % 2 ? escapeX + 8 : escapeX + escapeW - 30;
      out += path(`M${lx},${py} L${lx + (f % 2 ? 22 : -0)},${py + floorH}`, "none", {
        stroke: "#1f1a17",
        "stroke-width": 2,
      });
      out += path(`M${lx + 10},${py} L${lx + 10 + (f % 2 ? 22 : 0)},${py + floorH}`, "none", {
        stroke: "#1f1a17",
        "stroke-width": 2,
      });
    }
    if (laundry && f === 1) {
      out += path(`M${x + w * 0.62},${py - 30} Q${x + w * 0.8},${py - 14} ${x + w + 40},${py - 34}`, "none", {
        stroke: "#4a3a2f",
        "stroke-width": 1.2,
      });
      for (let l = 0; l < 5; l++)
        out += rect(
          x + w * 0.66 + l * 24,
          py - 28 + Math.sin(l) * 3,
          16,
          22,
          rng.pick(["#f8f1e4", "#e7b54a", "#6a7fa0", "#d98080", "#e3ebe1"]),
        );
    }
  }
  // storefront at street level
  const shopY = baseY - 70;
  out += rect(x, shopY, w, 70, mix(brick, "#231a15", 0.35));
  out += rect(x + 10, shopY + 12, w * 0.55, 50, lit ? "#f3c98a" : "#6a7a7a");
  out += path(
    `M${x + 4},${shopY} h${w - 8} l-10,18 h${-(w - 28)} Z`,
    rng.pick([palette.sage600, palette.brick500, "#2f4b66", palette.marigold500]),
  );
  out += rect(x + w * 0.72, shopY + 12, w * 0.18, 58, "#3a2318");
  return {
    svg: out,
    escapes: Array.from({ length: floors }, (_, f) => ({
      x: escapeX + escapeW * 0.6,
      y: baseY - h + 20 + f * floorH + floorH * 0.66,
    })),
  };
}

/** Orchard Street: brick tenements with fire escapes, laundry lines and shopfronts. */
export function lowerEastSide(rng, width, height, { time = "golden", cats = [], people = 0, laundry = true }) {
  const defs = [];
  const baseY = height * 0.84;
  let body = sky(width, height, time, defs);
  let x = -20;
  const escapes = [];
  while (x < width) {
    const w = rng.range(width * 0.26, width * 0.34);
    const building = tenement(rng, x, baseY, w, rng.range(height * 0.72, height * 0.86), {
      time,
      laundry: laundry && rng.chance(0.7),
    });
    body += building.svg;
    escapes.push(...building.escapes);
    x += w + 3;
  }
  body += rect(0, baseY, width, height * 0.06, "#b8a890") + rect(0, baseY + height * 0.06, width, height, "#5a5048");
  body += lamp(width * 0.94, baseY + height * 0.05, height / 900);
  for (const [i, options] of cats.entries()) {
    const spot = options.onEscape
      ? escapes[(i * 3 + 2) % escapes.length]
      : { x: width * options.at, y: baseY + height * 0.05 };
    body += cat(rng, {
      x: spot.x,
      y: spot.y,
      scale: (height / 1000) * (options.onEscape ? 0.8 : 1.4),
      pose: options.pose ?? "sit",
      coat: options.coat,
      flip: i % 2 === 1,
    });
  }
  for (let i = 0; i < people; i++) {
    body += person(rng, {
      x: width * (0.1 + (i * 0.66) / Math.max(1, people - 1)),
      y: height * 0.99,
      scale: height / 560,
      role: i === 0 ? "guide" : "visitor",
    });
  }
  return svg(width, height, defs, body);
}

/** Cobbled Stone Street with lamps and low brick buildings. */
export function cobbledLane(rng, width, height, { time = "dusk", cats = [], people = 0 }) {
  const defs = [];
  const baseY = height * 0.62;
  let body = sky(width, height, time, defs);
  const lit = time !== "morning";
  // buildings in one-point perspective on both sides
  const vanishX = width * 0.5;
  for (const side of [-1, 1]) {
    for (let b = 0; b < 4; b++) {
      const near = 1 - b * 0.22;
      const outer = side === -1 ? width * (0.5 - 0.5 * near) : width * (0.5 + 0.5 * near);
      const inner = side === -1 ? width * (0.5 - 0.5 * (near - 0.22)) : width * (0.5 + 0.5 * (near - 0.22));
      const topOuter = baseY - height * 0.75 * near;
      const topInner = baseY - height * 0.75 * (near - 0.22);
      const bottomOuter = baseY + (height - baseY) * near;
      const bottomInner = baseY + (height - baseY) * (near - 0.22);
      const color = rng.pick(["#9c4323", "#a8543a", "#7a4a36", "#b8a482", "#82361c"]);
      body += path(
        `M${outer},${topOuter} L${inner},${topInner} L${inner},${bottomInner} L${outer},${bottomOuter} Z`,
        mix(color, "#231a15", 0.15 * b),
      );
      for (let f = 0; f < 3; f++) {
        const t1 = 0.25;
        const t2 = 0.65;
        const fy = 0.2 + f * 0.22;
        const p = (t, v) => [
          outer + (inner - outer) * t,
          (topOuter + (bottomOuter - topOuter) * v) * (1 - t) + (topInner + (bottomInner - topInner) * v) * t,
        ];
        const [ax, ay] = p(t1, fy);
        const [bx, by] = p(t2, fy);
        const [cx, cy] = p(t2, fy + 0.12);
        const [dx, dy] = p(t1, fy + 0.12);
        body += path(
          `M${ax},${ay} L${bx},${by} L${cx},${cy} L${dx},${dy} Z`,
          lit && rng.chance(0.6) ? "#f6d48a" : "#4a5460",
          { opacity: 0.95 },
        );
      }
      const awningColor = rng.pick([palette.sage600, palette.brick500, palette.marigold500, "#2f4b66"]);
      const [ax, ay] = [outer, topOuter + (bottomOuter - topOuter) * 0.78];
      const [bx, by] = [inner, topInner + (bottomInner - topInner) * 0.78];
      body += path(
        `M${ax},${ay} L${bx},${by} L${bx},${by + 14 * (near - 0.22)} L${ax},${ay + 24 * near} Z`,
        awningColor,
      );
    }
  }
  // cobbles converging to the vanishing point
  body += path(`M0,${height} L${vanishX - 40},${baseY} L${vanishX + 40},${baseY} L${width},${height} Z`, "#7a6a5a");
  for (let row = 0; row < 22; row++) {
    const t = (row / 22) ** 1.8;
    const y = baseY + (height - baseY) * t;
    const halfWidth = 40 + (width / 2 - 40) * t;
    const size = 4 + 26 * t;
    for (let cx = vanishX - halfWidth + (row % 2) * size; cx < vanishX + halfWidth; cx += size * 2) {
      body += ellipse(cx, y, size * 0.9, size * 0.35 + 1, "#9a8a78", { stroke: "#5a4c40", "stroke-width": 0.8 });
    }
  }
  body += lamp(width * 0.2, height * 0.9, height / 700) + lamp(width * 0.8, height * 0.9, height / 700);
  if (lit)
    body +=
      circle(width * 0.2, height * 0.9 - (height / 700) * 200, 60, "#f6d890", { opacity: 0.18 }) +
      circle(width * 0.8, height * 0.9 - (height / 700) * 200, 60, "#f6d890", { opacity: 0.18 });
  for (const [i, options] of cats.entries()) {
    body += cat(rng, {
      x: width * options.at,
      y: height * (options.y ?? 0.93),
      scale: (height / 1000) * (options.scale ?? 1.8),
      pose: options.pose ?? "walk",
      coat: options.coat,
      flip: i % 2 === 1,
    });
  }
  for (let i = 0; i < people; i++) {
    body += person(rng, {
      x: width * (0.3 + i * 0.1),
      y: height * 0.8,
      scale: height / 800,
      role: i === 0 ? "guide" : "visitor",
    });
  }
  return svg(width, height, defs, body);
}

/** A sepia, engraving-like scene from the 1800s: the ship's cat, the courthouse cat, the print-shop cat. */
export function historic(rng, width, height, { variant = "pier", coat = "tabby" }) {
  const defs = [];
  const paper = verticalGradient(["#efe0c0", "#e2cda5"]);
  defs.push(paper.def);
  const ink = "#5a4128";
  let body = rect(0, 0, width, height, paper.ref);
  const hatch = (x, y, w, h, gap = 7) => {
    let out = "";
    for (let i = -h; i < w; i += gap)
      out += path(
        `M${x + Math.max(0, i)},${y + Math.max(0, -i)} L${x + Math.min(w, i + h)},${y + Math.min(h, h - (i + h - w) * (i + h > w ? 1 : 0))}`,
        "none",
        { stroke: ink, "stroke-width": 0.8, opacity: 0.35 },
      );
    return out;
  };
  const baseY = height * 0.8;
  const catCoat = coat === "tabby" ? "brownTabby" : coat;
  if (variant === "pier") {
    body +=
      rect(0, baseY - height * 0.25, width, height * 0.25, "#d8c49c") +
      hatch(0, baseY - height * 0.25, width, height * 0.25, 9);
    for (const sx of [0.2, 0.55, 0.8]) {
      const mx = width * sx;
      body += path(
        `M${mx - 110},${baseY - height * 0.24} Q${mx},${baseY - height * 0.16} ${mx + 130},${baseY - height * 0.24} L${mx + 100},${baseY - height * 0.3} L${mx - 90},${baseY - height * 0.3} Z`,
        ink,
        { opacity: 0.85 },
      );
      body +=
        rect(mx - 3, baseY - height * 0.8, 6, height * 0.52, ink) +
        rect(mx + 47, baseY - height * 0.7, 5, height * 0.42, ink);
      for (let y = 0.72; y > 0.35; y -= 0.12) body += rect(mx - 50, baseY - height * y, 100, 3, ink);
      body += path(
        `M${mx},${baseY - height * 0.8} L${mx - 100},${baseY - height * 0.3} M${mx},${baseY - height * 0.8} L${mx + 120},${baseY - height * 0.3}`,
        "none",
        { stroke: ink, "stroke-width": 1 },
      );
    }
    body += rect(0, baseY, width, height - baseY, "#c9b08a") + hatch(0, baseY, width, height - baseY, 6);
    for (let px = 20; px < width; px += 90) body += rect(px, baseY, 4, height - baseY, ink, { opacity: 0.5 });
    body +=
      rect(width * 0.62, baseY - 70, 80, 70, "#a88a62", { stroke: ink, "stroke-width": 2 }) +
      rect(width * 0.7, baseY - 120, 60, 50, "#b89a72", { stroke: ink, "stroke-width": 2 });
    body += cat(rng, { x: width * 0.4, y: baseY + 40, scale: height / 420, pose: "sit", coat: catCoat });
  } else if (variant === "courthouse") {
    body += classicalFacade(width * 0.08, baseY, width * 0.84, height * 0.78, "#d8c49c");
    body += hatch(width * 0.1, baseY - height * 0.5, width * 0.8, height * 0.3, 8);
    body += rect(0, baseY, width, height - baseY, "#c9b08a") + hatch(0, baseY, width, height - baseY, 6);
    body += cat(rng, {
      x: width * 0.5,
      y: baseY + height * 0.12,
      scale: height / 360,
      pose: "front",
      coat: catCoat,
      spectacles: true,
    });
  } else {
    // print shop interior: a press, type cases and a cat on the counter
    body += rect(0, 0, width, baseY, "#d8c49c") + hatch(0, 0, width, baseY, 10);
    for (let s = 0; s < 4; s++) {
      body += rect(width * 0.06, height * (0.12 + s * 0.14), width * 0.32, 8, ink);
      for (let b = 0; b < 10; b++)
        body += rect(
          width * 0.07 + b * (width * 0.03),
          height * (0.12 + s * 0.14) - 40,
          width * 0.022,
          40,
          ["#8a5a3c", "#5a4128", "#a8543a", "#6e5a48"][b % 4],
        );
    }
    const px = width * 0.62;
    body +=
      rect(px, height * 0.2, 30, baseY - height * 0.2, ink) +
      rect(px + 200, height * 0.2, 30, baseY - height * 0.2, ink);
    body +=
      rect(px - 10, height * 0.2, 250, 30, ink) +
      rect(px + 90, height * 0.25, 50, 120, "#7a5a3c") +
      circle(px + 115, height * 0.24, 40, "none", { stroke: ink, "stroke-width": 8 });
    body += rect(px + 20, baseY - 130, 190, 20, "#a88a62");
    body += rect(0, baseY, width, height - baseY, "#a88a62") + hatch(0, baseY, width, height - baseY, 6);
    body += rect(width * 0.05, baseY - 10, width * 0.45, 30, "#8a6a48");
    body += cat(rng, { x: width * 0.28, y: baseY - 10, scale: height / 480, pose: "loaf", coat: catCoat });
  }
  // vignette frame, like an old print
  const vignette = verticalGradient(["#5a4128", "#5a412800"]);
  defs.push(vignette.def);
  body += rect(12, 12, width - 24, height - 24, "none", { stroke: ink, "stroke-width": 3 });
  body += rect(22, 22, width - 44, height - 44, "none", { stroke: ink, "stroke-width": 1 });
  return svg(width, height, defs, `<g filter="none">${body}</g>`);
}

/** A close portrait of a visitor's cat at home: window sill, armchair or bookshelf behind. */
export function catPortrait(rng, width, height, { coat = "ginger", pose = "front", setting = "window", accent }) {
  const defs = [];
  const wall = accent ?? rng.pick(["#efe2c9", "#e3ebe1", "#f5d8cb", "#fbefcf", "#dfe4ea"]);
  let body = rect(0, 0, width, height, wall);
  const floorY = height * 0.78;
  if (setting === "window") {
    body += rect(width * 0.14, height * 0.06, width * 0.72, height * 0.6, "#9fb8c8", {
      stroke: "#f8f1e4",
      "stroke-width": 16,
    });
    body +=
      rect(width * 0.14, height * 0.36, width * 0.72, 8, "#f8f1e4") +
      rect(width * 0.5 - 4, height * 0.06, 8, height * 0.6, "#f8f1e4");
    const skyRng = { ...rng };
    void skyRng;
    for (let b = 0; b < 8; b++)
      body += rect(
        width * (0.16 + b * 0.09),
        height * (0.66 - rng.range(0.1, 0.32)),
        width * 0.07,
        height * 0.4,
        "#7a8c98",
        { opacity: 0.55 },
      );
    body += rect(width * 0.08, height * 0.66, width * 0.84, 20, "#f8f1e4");
    body += group(
      rect(-22, -50, 44, 50, palette.brick500) +
        circle(-10, -70, 22, palette.sage600) +
        circle(12, -78, 20, "#6f8a5a") +
        circle(0, -92, 18, palette.sage700),
      `translate(${width * 0.82},${height * 0.66}) scale(${height / 700})`,
    );
  } else if (setting === "armchair") {
    body += rect(
      width * 0.08,
      height * 0.3,
      width * 0.84,
      height * 0.5,
      rng.pick([palette.sage600, palette.brick600, "#2f4b66", "#8c5f86"]),
      { rx: 60 },
    );
    body += rect(width * 0.02, height * 0.5, width * 0.18, height * 0.32, mix("#2f4b66", "#000000", 0.1), {
      rx: 40,
      opacity: 0.35,
    });
    body += rect(width * 0.8, height * 0.5, width * 0.18, height * 0.32, "#000", { rx: 40, opacity: 0.12 });
  } else if (setting === "bookshelf") {
    body += rect(width * 0.04, height * 0.04, width * 0.92, height * 0.74, "#6e4a30");
    for (let s = 0; s < 3; s++) {
      const sy = height * (0.06 + s * 0.24);
      let bx = width * 0.07;
      while (bx < width * 0.92) {
        const bw = rng.range(14, 30);
        const bh = rng.range(height * 0.13, height * 0.2);
        body += rect(
          bx,
          sy + height * 0.22 - bh,
          bw,
          bh,
          rng.pick(["#b5532d", "#4f6b52", "#d49a2a", "#2f4b66", "#82361c", "#e2cda5", "#8c5f86"]),
        );
        bx += bw + 2;
      }
      body += rect(width * 0.04, sy + height * 0.22, width * 0.92, 10, "#4a3220");
    }
  } else {
    // rug and plant on a plain wall with a framed print
    body += rect(width * 0.32, height * 0.12, width * 0.36, height * 0.26, "#f8f1e4", {
      stroke: "#4a3a2f",
      "stroke-width": 10,
    });
    body += path(
      `M${width * 0.36},${height * 0.34} L${width * 0.45},${height * 0.2} L${width * 0.52},${height * 0.28} L${width * 0.58},${height * 0.22} L${width * 0.64},${height * 0.34} Z`,
      palette.sage600,
    );
  }
  body += rect(0, floorY, width, height - floorY, setting === "armchair" ? mix(wall, "#4a3a2f", 0.3) : "#a8805a");
  if (setting === "rug" || setting === "window")
    body += ellipse(
      width / 2,
      height * 0.9,
      width * 0.42,
      height * 0.08,
      rng.pick([palette.brick500, palette.marigold400, palette.sage600]),
      { opacity: 0.9 },
    );
  body += cat(rng, {
    x: width * 0.5,
    y: height * (pose === "loaf" ? 0.88 : 0.92),
    scale: height / (pose === "front" ? 160 : 190),
    pose,
    coat,
    flip: rng.chance(0.5),
  });
  return svg(width, height, defs, body);
}

/** A team portrait: a guide in the brand's warm colours, with their cat. */
export function teamPortrait(rng, width, height, { coat = "ginger", background = palette.marigold300 }) {
  const defs = [];
  let body = rect(0, 0, width, height, background);
  body += circle(width / 2, height * 0.45, width * 0.38, mix(background, "#ffffff", 0.35));
  body += person(rng, {
    x: width * 0.44,
    y: height * 1.5,
    scale: height / 130,
    role: "visitor",
    hat: rng.chance(0.4) ? "cap" : undefined,
  });
  body += cat(rng, { x: width * 0.76, y: height * 1.0, scale: height / 300, pose: "front", coat });
  return svg(width, height, defs, body);
}

/**
 * A press outlet's name set as plain type, never the outlet's logo: every name in one face, weight, size
 * and ink (the site's ink-900), on white. generate.mjs cuts the image to the name's width.
 */
export function wordmark(rng, width, height, { name }) {
  const escaped = name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const body =
    rect(0, 0, width, height, "#ffffff") +
    `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central" font-family="Liberation Serif, DejaVu Serif, serif" font-size="${(height * 0.6).toFixed(1)}" font-weight="700" fill="#231a15">${escaped}</text>`;
  return svg(width, height, [], body);
}

/** The neutral placeholder shown when an image fails: parchment with a quiet cat outline. */
export function placeholder(rng, width, height) {
  const scale = height / 420;
  const body =
    rect(0, 0, width, height, "#efe2c9") +
    group(
      path(
        "M-26,0 C-34,-28 -24,-58 -4,-62 C14,-66 28,-44 27,-16 C27,-6 24,0 18,0 Z M-7,-80 L-6,-99 L5,-86 Z M12,-88 L23,-100 L24,-79 Z",
        "#e2cda5",
      ) +
        circle(8, -72, 17, "#e2cda5") +
        path("M-22,-3 C-48,-2 -54,-26 -40,-38", "none", {
          stroke: "#e2cda5",
          "stroke-width": 7,
          "stroke-linecap": "round",
        }),
      `translate(${width / 2},${height / 2 + 50 * scale}) scale(${scale})`,
    );
  return svg(width, height, [], body);
}
