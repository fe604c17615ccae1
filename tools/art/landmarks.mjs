/**
 * More scene compositions for the tour gallery (issue 34 item 6: the gallery's
 * tour tiles were five compositions recoloured). Each one is its own subject
 * and layout along the three routes: the Brooklyn Bridge's walkway, a Lower
 * East Side rooftop, a shop cat's window, the Seaport's tall ships, Trinity
 * Church's yard, Brooklyn Borough Hall, a carriage-house mews, and close views
 * of a stoop and a fire escape. The seed moves the parts of each (where the
 * tower, the ship or the door stands), so two tiles of one scene differ in
 * layout, not only in colour. Same contract as scenes.mjs: (rng, width,
 * height, options) → an SVG document.
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
  windowPane,
} from "./draw.mjs";
import { bridge, classicalFacade, skyline, sky, svg, towerBlock, water } from "./scenes.mjs";

const bricks = ["#9c4323", "#a8543a", "#82361c", "#b06a48", "#8a4a34"];

function placeCats(rng, cats, spots, scale) {
  return cats
    .map((options, i) => {
      const spot = spots[options.spot ?? i] ?? spots[0];
      return cat(rng, {
        x: options.at === undefined ? spot.x : spot.w * options.at,
        y: spot.y,
        scale: scale * (options.scale ?? 1),
        pose: options.pose ?? "sit",
        coat: options.coat,
        flip: options.flip ?? i % 2 === 1,
      });
    })
    .join("");
}

function people(rng, count, { x0, x1, y, scale }) {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += person(rng, {
      x: x0 + ((x1 - x0) * i) / Math.max(1, count - 1),
      y,
      scale,
      role: i === 0 ? "guide" : "visitor",
    });
  }
  return out;
}

/** The Brooklyn Bridge's wooden walkway in perspective, a Gothic stone tower ahead and the cables fanning down. */
export function bridgeWalkway(rng, width, height, { time = "morning", cats = [], people: count = 0 }) {
  const defs = [];
  const vx = width * rng.range(0.42, 0.58);
  const vy = height * 0.6;
  let body = sky(width, height, time, defs);
  const far = { morning: "#c9b8a6", golden: "#c98e6a", dusk: "#5a4a6a", night: "#2a2840" }[time];
  body += skyline(rng, width, vy, { color: far, maxHeight: height * 0.16, lit: time === "dusk" || time === "night" });
  // the tower: granite with two pointed arches the walkway runs through
  const tw = width * rng.range(0.34, 0.44);
  const tx = vx - tw / 2;
  const top = height * rng.range(0.06, 0.14);
  const stone = time === "dusk" || time === "night" ? "#8a7a78" : "#c2ae8e";
  body += rect(tx, top, tw, vy - top + 4, stone);
  body += rect(tx - 8, top, tw + 16, 14, mix(stone, "#231a15", 0.2));
  body += rect(tx - 4, top + (vy - top) * 0.3, tw + 8, 8, mix(stone, "#231a15", 0.15));
  const archW = tw * 0.26;
  for (const ax of [tx + tw * 0.14, tx + tw * 0.6]) {
    const archTop = top + (vy - top) * 0.38;
    body += path(
      `M${ax},${vy} V${archTop + archW * 0.6} Q${ax},${archTop} ${ax + archW / 2},${archTop - archW * 0.25} Q${ax + archW},${archTop} ${ax + archW},${archTop + archW * 0.6} V${vy} Z`,
      skies[time][2],
    );
  }
  // cables: the main cables sweep from the tower top to the near corners, stays fan out, suspenders drop
  const cable = { stroke: "#3a302a", "stroke-width": 3, fill: "none" };
  for (const side of [-1, 1]) {
    const sx = side === -1 ? tx + 6 : tx + tw - 6;
    const ex = side === -1 ? -width * 0.05 : width * 1.05;
    body += path(`M${sx},${top + 10} Q${(sx + ex) / 2},${height * 0.6} ${ex},${height * 0.42}`, "none", cable);
    for (let s = 1; s <= 6; s++) {
      const ey = vy + ((height - vy) * s) / 6;
      const exs = vx + ((side === -1 ? 0 : width) - vx) * (s / 6) * 1.05;
      body += path(`M${sx},${top + 16} L${exs},${ey}`, "none", {
        stroke: "#3a302a",
        "stroke-width": 1.4,
        opacity: 0.8,
      });
    }
  }
  // the walkway: planks converging on the tower's arch, with railings on both sides
  body += path(`M${-width * 0.1},${height} L${vx - 20},${vy} L${vx + 20},${vy} L${width * 1.1},${height} Z`, "#a8855a");
  for (let row = 1; row < 30; row++) {
    const t = (row / 30) ** 1.7;
    const y = vy + (height - vy) * t;
    const half = 20 + (width * 0.6 - 20) * t;
    body += rect(vx - half, y, half * 2, 1 + t * 2, "#7a5a3c", { opacity: 0.7 });
  }
  for (const side of [-1, 1]) {
    const bx = side === -1 ? 0 : width;
    body += path(`M${bx},${height * 0.86} L${vx + side * 22},${vy - 14}`, "none", {
      stroke: "#2f2a26",
      "stroke-width": 5,
    });
    for (let p = 0; p < 8; p++) {
      const t = (p / 8) ** 1.6;
      const px = bx + (vx + side * 22 - bx) * (1 - t);
      const py = height * 0.86 + (vy - 14 - height * 0.86) * (1 - t);
      body += rect(px - 1.5, py, 3, 10 + 70 * t, "#2f2a26");
    }
  }
  body += lamp(vx + (rng.chance(0.5) ? -1 : 1) * width * 0.32, height * 0.93, height / 900);
  if (count)
    body += people(rng, count, { x0: vx - width * 0.1, x1: vx + width * 0.12, y: height * 0.74, scale: height / 1500 });
  body += placeCats(rng, cats, [{ x: width * 0.5, y: height * 0.95, w: width }], (height / 1000) * 2);
  return svg(width, height, defs, body);
}

function waterTower(x, baseY, scale, color) {
  const w = 70 * scale;
  const h = 80 * scale;
  let out = "";
  for (const lx of [x - w * 0.4, x, x + w * 0.4])
    out += rect(lx - 2 * scale, baseY - 40 * scale, 4 * scale, 40 * scale, "#2f2a26");
  out += rect(x - w * 0.55, baseY - 44 * scale, w * 1.1, 5 * scale, "#2f2a26");
  out += rect(x - w / 2, baseY - 44 * scale - h, w, h, color);
  for (let s = 1; s < 8; s++)
    out += rect(x - w / 2 + (w / 8) * s, baseY - 44 * scale - h, 1.2 * scale, h, mix(color, "#231a15", 0.3));
  for (const hy of [0.2, 0.55, 0.85])
    out += rect(x - w / 2 - 1, baseY - 44 * scale - h * hy, w + 2, 3 * scale, "#2f2a26");
  out += path(
    `M${x - w * 0.58},${baseY - 44 * scale - h} L${x},${baseY - 44 * scale - h - 42 * scale} L${x + w * 0.58},${baseY - 44 * scale - h} Z`,
    mix(color, "#231a15", 0.45),
  );
  return out;
}

/** Lower East Side rooftops: wooden water towers on iron legs, a brick parapet, a laundry line and the far skyline. */
export function rooftop(rng, width, height, { time = "golden", cats = [], laundry = true }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const lit = time === "dusk" || time === "night";
  const far = { morning: "#c9b8a6", golden: "#c98e6a", dusk: "#5a4a6a", night: "#2a2840" }[time];
  body += skyline(rng, width, height * 0.6, { color: far, maxHeight: height * 0.3, lit });
  // the next roofs along the block, stepping up and down
  let x = -10;
  const roofs = [];
  while (x < width) {
    const w = rng.range(width * 0.18, width * 0.3);
    const top = height * rng.range(0.52, 0.66);
    const brick = rng.pick(bricks);
    body += rect(x, top, w, height - top, brick) + rect(x - 3, top - 8, w + 6, 10, mix(brick, "#231a15", 0.35));
    for (let wy = top + 24; wy < height * 0.8; wy += 40)
      for (let wx = x + 14; wx < x + w - 24; wx += 34)
        body += windowPane(wx, wy, 16, 22, { lit: lit && rng.chance(0.5), frame: "#e2cda5" });
    roofs.push({ x: x + w / 2, top });
    x += w + 2;
  }
  const towerColor = rng.pick(["#8a6a48", "#7a5a3c", "#9a7a58"]);
  const towers = rng.int(1, 2);
  for (let t = 0; t < towers; t++) {
    const roof = roofs[rng.int(0, roofs.length - 1)];
    body += waterTower(roof.x, roof.top - 8, (height / 900) * rng.range(0.8, 1.1), mix(towerColor, "#f8f1e4", t * 0.1));
  }
  // the near tower, big, at one side
  const nearX = rng.chance(0.5) ? width * 0.2 : width * 0.8;
  body += waterTower(nearX, height * 0.78, (height / 900) * 2.1, towerColor);
  // tar roof and the parapet in front
  body += rect(0, height * 0.78, width, height * 0.22, "#4a4440");
  const parapetTop = height * 0.82;
  const brick = rng.pick(bricks);
  body += rect(0, parapetTop, width, height - parapetTop, brick);
  for (let by = parapetTop + 14; by < height; by += 14)
    body += rect(0, by, width, 1.5, mix(brick, "#231a15", 0.3), { opacity: 0.6 });
  body += rect(0, parapetTop - 10, width, 14, "#c9b8a0");
  const chimneyX = nearX < width / 2 ? width * 0.62 : width * 0.36;
  body +=
    rect(chimneyX, parapetTop - 70, 44, 60, mix(brick, "#231a15", 0.15)) +
    rect(chimneyX - 4, parapetTop - 76, 52, 8, "#c9b8a0");
  if (laundry) {
    const y1 = height * 0.5;
    body += path(`M${-10},${y1} Q${width / 2},${y1 + 50} ${width + 10},${y1 - 10}`, "none", {
      stroke: "#4a3a2f",
      "stroke-width": 1.5,
    });
    for (let l = 0; l < 6; l++) {
      const lx = width * (0.12 + l * 0.13);
      const t = lx / width;
      const ly = y1 * (1 - t) ** 2 + 2 * (1 - t) * t * (y1 + 50) + t * t * (y1 - 10);
      body += rect(
        lx,
        ly - 2,
        26,
        rng.range(28, 44),
        rng.pick(["#f8f1e4", "#e7b54a", "#6a7fa0", "#d98080", "#e3ebe1"]),
      );
    }
  }
  const catX = nearX < width / 2 ? width * 0.46 : width * 0.3;
  body += placeCats(
    rng,
    cats,
    [
      { x: catX, y: parapetTop - 10, w: width },
      { x: catX + width * 0.14, y: parapetTop - 10, w: width },
    ],
    (height / 1000) * 1.7,
  );
  return svg(width, height, defs, body);
}

const shopGoods = {
  bodega: (rng, x, y, w) => {
    let out = "";
    for (let cx = x; cx < x + w - 16; cx += 20)
      out += rect(cx, y - 26, 16, 26, rng.pick(["#b5532d", "#e7b54a", "#4f6b52", "#2f4b66", "#f8f1e4"]), { rx: 2 });
    return out;
  },
  bakery: (rng, x, y, w) => {
    let out = "";
    for (let cx = x + 20; cx < x + w - 20; cx += 46)
      out += ellipse(cx, y - 12, 20, 11, rng.pick(["#c98a3a", "#b06a30", "#e0b070"]));
    return out;
  },
  books: (rng, x, y, w) => {
    let out = "";
    let bx = x;
    while (bx < x + w - 14) {
      const bw = rng.range(9, 16);
      const bh = rng.range(26, 40);
      out += rect(
        bx,
        y - bh,
        bw,
        bh,
        rng.pick(["#b5532d", "#4f6b52", "#d49a2a", "#2f4b66", "#82361c", "#e2cda5", "#8c5f86"]),
      );
      bx += bw + 1.5;
    }
    return out;
  },
  flowers: (rng, x, y, w) => {
    let out = "";
    for (let cx = x + 16; cx < x + w - 16; cx += 38) {
      out += rect(cx - 12, y - 22, 24, 22, "#8a5a3c");
      for (let f = 0; f < 5; f++)
        out += circle(
          cx + rng.range(-14, 14),
          y - 30 - rng.range(0, 18),
          7,
          rng.pick(["#d98080", "#e7b54a", "#f8f1e4", "#b5532d", "#8c5f86"]),
        );
    }
    return out;
  },
};

/** A shop front seen straight on: a striped awning, a window of goods (a bodega, a bakery, a bookshop or a florist) and the shop cat. */
export function shopWindow(rng, width, height, { time = "morning", shop = "bodega", cats = [], doorLeft = false }) {
  const defs = [];
  const brick = rng.pick(bricks);
  let body = rect(0, 0, width, height, brick);
  for (let by = 10; by < height * 0.82; by += 16)
    body += rect(0, by, width, 1.5, mix(brick, "#231a15", 0.3), { opacity: 0.5 });
  // the floor above: two windows
  for (const wx of [0.18, 0.62])
    body += windowPane(width * wx, -height * 0.06, width * 0.2, height * 0.14, {
      lit: time === "dusk",
      frame: "#e2cda5",
    });
  const signColor = rng.pick([palette.sage700, "#2f4b66", palette.brick700, palette.ink800]);
  body += rect(0, height * 0.12, width, height * 0.1, signColor);
  body += rect(width * 0.2, height * 0.145, width * 0.6, height * 0.05, mix(signColor, "#f8f1e4", 0.75), { rx: 6 });
  // a scalloped, striped awning
  const awning = rng.pick([
    [palette.brick500, "#f8f1e4"],
    [palette.sage600, "#f8f1e4"],
    ["#2f4b66", "#f1cf7a"],
    [palette.marigold500, "#f8f1e4"],
  ]);
  const ay = height * 0.22;
  const ah = height * 0.1;
  const stripe = width / 12;
  for (let s = 0; s < 12; s++) {
    body += path(`M${s * stripe},${ay} h${stripe} v${ah} q${-stripe / 2},${ah * 0.35} ${-stripe},0 Z`, awning[s % 2]);
  }
  // window and door
  const doorW = width * 0.22;
  const doorX = doorLeft ? width * 0.06 : width * 0.72;
  const winX = doorLeft ? width * 0.34 : width * 0.06;
  const winW = width * 0.6;
  const winTop = height * 0.36;
  const sill = height * 0.76;
  const inside = time === "dusk" || time === "night" ? "#f3d9a0" : "#7a8c8c";
  body += rect(winX - 10, winTop - 10, winW + 20, sill - winTop + 24, "#2f2a26");
  body += rect(winX, winTop, winW, sill - winTop, inside);
  for (const shelf of [0.36, 0.66]) {
    const sy = winTop + (sill - winTop) * shelf;
    body += rect(winX, sy, winW, 6, "#6e4a30") + shopGoods[shop](rng, winX + 8, sy, winW - 16);
  }
  body += shopGoods[shop](rng, winX + 8, sill, winW * 0.45);
  body += rect(winX, sill, winW, 12, "#8a6a48");
  body += path(`M${winX + 16},${sill - 20} l${winW * 0.2},${-(sill - winTop) * 0.5}`, "none", {
    stroke: "#fff",
    "stroke-width": 6,
    opacity: 0.2,
  });
  body += rect(doorX, winTop - 10, doorW, height * 0.82 - winTop + 10, "#3a2318");
  body += rect(doorX + doorW * 0.15, winTop + 10, doorW * 0.7, (height * 0.82 - winTop) * 0.55, inside, {
    opacity: 0.9,
  });
  body += circle(doorX + doorW * 0.85, height * 0.62, 4, palette.marigold400);
  // sidewalk, and crates of fruit outside a bodega or pots outside a florist
  body += rect(0, height * 0.82, width, height * 0.18, "#c9b8a0") + rect(0, height * 0.82, width, 4, "#a8977f");
  if (shop === "bodega" || shop === "flowers") {
    const cx = doorLeft ? width * 0.62 : width * 0.12;
    for (let c = 0; c < 2; c++) {
      const bx = cx + c * width * 0.14;
      body += rect(bx, height * 0.86, width * 0.12, height * 0.08, "#a8805a", { stroke: "#6e4a30", "stroke-width": 2 });
      for (let f = 0; f < 6; f++)
        body += circle(
          bx + 14 + (f % 3) * (width * 0.035),
          height * 0.86 - 2 - Math.floor(f / 3) * 10,
          9,
          shop === "bodega"
            ? rng.pick(["#d98a3d", "#e7b54a", "#b5532d", "#8fae78"])
            : rng.pick(["#d98080", "#f8f1e4", "#8c5f86"]),
        );
    }
  }
  // the shop cat: in the window by default, or on the step in front of the door
  const spots = [
    { x: winX + winW * (doorLeft ? 0.7 : 0.3), y: sill, w: width },
    { x: doorX + doorW / 2, y: height * 0.84, w: width },
  ];
  body += placeCats(rng, cats, spots, (height / 1000) * 1.6);
  return svg(width, height, defs, body);
}

/** South Street Seaport: a tall ship's hull and rigging at the pier, barrels and bollards on the planks, Brooklyn across the water. */
export function seaport(rng, width, height, { time = "golden", cats = [], people: count = 0, withBridge = false }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const horizon = height * 0.56;
  const far = { morning: "#c9b8a6", golden: "#c98e6a", dusk: "#5a4a6a", night: "#2a2840" }[time];
  body += skyline(rng, width, horizon, { color: far, maxHeight: height * 0.1, spires: false });
  body += water(width, horizon, height * 0.2, time, defs);
  if (withBridge) body += bridge(width, horizon + 4, height / 2600, mix(far, "#000000", 0.25));
  // the ship: bow to one side, three masts with yards and furled sails
  const bowRight = rng.chance(0.5);
  const hullTop = height * 0.58;
  const hullBottom = height * 0.72;
  const x0 = bowRight ? -width * 0.1 : width * 0.22;
  const x1 = bowRight ? width * 0.78 : width * 1.1;
  const hull = rng.pick(["#2a2320", "#1f2f3f", "#3a1f18"]);
  const bowX = bowRight ? x1 + width * 0.1 : x0 - width * 0.1;
  body += path(
    `M${x0},${hullTop} L${x1},${hullTop} L${bowRight ? bowX : x1},${hullTop - 12} L${bowRight ? x1 : bowX},${hullTop - 12} L${bowRight ? x1 - 20 : x0 + 20},${hullBottom} L${bowRight ? x0 : x1},${hullBottom} Z`,
    hull,
  );
  body += rect(Math.min(x0, x1), hullTop + 10, Math.abs(x1 - x0), 8, palette.marigold500);
  for (let p = 0; p < 8; p++)
    body += rect(Math.min(x0, x1) + 30 + (p * (Math.abs(x1 - x0) - 60)) / 8, hullTop + 24, 12, 10, "#f8f1e4", {
      opacity: 0.8,
    });
  const rig = { stroke: "#2f2a26", "stroke-width": 1.2, fill: "none" };
  const masts = [0.2, 0.5, 0.8].map((t) => x0 + (x1 - x0) * t);
  for (const [m, mx] of masts.entries()) {
    const mastTop = height * (0.06 + (m === 1 ? 0 : 0.06));
    body += rect(mx - 4, mastTop, 8, hullTop - mastTop, "#5a4128");
    for (let y = 0; y < 4; y++) {
      const yy = mastTop + 30 + (y * (hullTop - mastTop - 60)) / 4;
      const span = width * (0.09 - y * 0.012) * (1.4 - y * 0.1);
      body += rect(mx - span, yy, span * 2, 4, "#5a4128");
      body += ellipse(mx, yy + 6, span * 0.95, 7, "#efe2c9");
    }
    body += path(
      `M${mx},${mastTop} L${mx - width * 0.1},${hullTop} M${mx},${mastTop} L${mx + width * 0.1},${hullTop}`,
      "none",
      rig,
    );
  }
  body += path(
    `M${masts[0]},${height * 0.12} L${bowX},${hullTop - 10} M${masts[2]},${height * 0.12} L${bowRight ? x0 : x1},${hullTop}`,
    "none",
    rig,
  );
  // the pier
  const pierTop = height * 0.74;
  body += rect(0, pierTop, width, height - pierTop, "#9a7a58");
  for (let row = 0; row < 10; row++)
    body += rect(0, pierTop + row * row * 2.6, width, 1.5, "#6e5a48", { opacity: 0.7 });
  body += rect(0, pierTop, width, 8, "#6e5a48");
  const bollards = [];
  for (const bx of [0.1, 0.9]) {
    const x = width * bx;
    body += rect(x - 16, pierTop - 14, 32, 34, "#2f2a26", { rx: 6 }) + ellipse(x, pierTop - 14, 18, 6, "#4a403a");
    bollards.push({ x, y: pierTop - 16, w: width });
  }
  body += path(
    `M${width * 0.1},${pierTop - 6} Q${width * 0.3},${hullTop + 40} ${bowRight ? width * 0.4 : width * 0.55},${hullTop + 14}`,
    "none",
    { stroke: "#c9a060", "stroke-width": 3 },
  );
  const barrelX = width * rng.range(0.56, 0.72);
  for (let b = 0; b < 2; b++) {
    const x = barrelX + b * 56;
    body +=
      rect(x - 24, height * 0.84, 48, 62, "#8a5a3c", { rx: 8 }) +
      rect(x - 24, height * 0.86, 48, 4, "#2f2a26") +
      rect(x - 24, height * 0.93, 48, 4, "#2f2a26");
  }
  body += rect(width * 0.24, height * 0.86, 90, 60, "#b8976f", { stroke: "#6e4a30", "stroke-width": 3 });
  if (count) body += people(rng, count, { x0: width * 0.28, x1: width * 0.5, y: height * 0.99, scale: height / 700 });
  body += placeCats(
    rng,
    cats,
    [{ x: barrelX, y: height * 0.84, w: width }, bollards[0], { x: width * 0.24 + 45, y: height * 0.86, w: width }],
    (height / 1000) * 1.5,
  );
  return svg(width, height, defs, body);
}

/** Trinity Church at the head of Wall Street: a brownstone Gothic spire between the towers, gravestones in the yard, an iron fence. */
export function churchyard(rng, width, height, { time = "morning", season = "summer", cats = [] }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const lit = time === "dusk" || time === "night";
  const stones = ["#cbb89a", "#b8a482", "#d8c8aa", "#a8957a"];
  const groundY = height * 0.7;
  const cx = width * rng.range(0.4, 0.6);
  body += towerBlock(rng, -30, groundY, width * 0.3, height * 0.75, rng.pick(stones), lit);
  body += towerBlock(rng, width * 0.74, groundY, width * 0.32, height * 0.82, rng.pick(stones), lit);
  // the church: nave, tower and spire in dark sandstone
  const sandstone = "#6e4030";
  body += rect(cx - width * 0.24, groundY - height * 0.2, width * 0.48, height * 0.2, sandstone);
  body += path(
    `M${cx - width * 0.26},${groundY - height * 0.2} L${cx},${groundY - height * 0.3} L${cx + width * 0.26},${groundY - height * 0.2} Z`,
    mix(sandstone, "#231a15", 0.25),
  );
  const tw = width * 0.1;
  body += rect(cx - tw / 2, groundY - height * 0.44, tw, height * 0.44, mix(sandstone, "#f8f1e4", 0.08));
  for (const px of [cx - tw / 2 - 4, cx + tw / 2 - 6])
    body += path(`M${px},${groundY - height * 0.44} l5,-26 l5,26 Z`, sandstone);
  body += path(
    `M${cx - tw / 2},${groundY - height * 0.44} L${cx},${height * 0.04} L${cx + tw / 2},${groundY - height * 0.44} Z`,
    mix(sandstone, "#231a15", 0.1),
  );
  body += circle(cx, groundY - height * 0.36, tw * 0.28, "#e2cda5", { stroke: "#2f2a26", "stroke-width": 2 });
  body += path(
    `M${cx},${groundY - height * 0.36} l0,${-tw * 0.2} M${cx},${groundY - height * 0.36} l${tw * 0.14},0`,
    "none",
    { stroke: "#2f2a26", "stroke-width": 2 },
  );
  for (const wx of [-0.18, -0.1, 0.08, 0.16]) {
    const x = cx + width * wx;
    body += path(
      `M${x},${groundY - 20} V${groundY - height * 0.13} l${width * 0.015},-18 l${width * 0.015},18 V${groundY - 20} Z`,
      lit ? "#f6d48a" : "#4a5a6a",
    );
  }
  body += path(`M${cx - 14},${groundY} V${groundY - 50} a14,14 0 0 1 28,0 V${groundY} Z`, "#2f1f18");
  // the yard: grass, leaning headstones, trees, and the iron fence in front
  body += rect(0, groundY, width, height - groundY, season === "winter" ? "#dcd6cc" : "#7a8f5a");
  const spots = [];
  for (let g = 0; g < 9; g++) {
    const gx = width * (0.05 + g * 0.11) + rng.range(-12, 12);
    const gy = groundY + height * rng.range(0.05, 0.18);
    const gh = rng.range(40, 70) * (height / 900);
    const tilt = rng.range(-8, 8);
    body += group(
      path(`M-16,0 V${-gh + 16} a16,16 0 0 1 32,0 V0 Z`, rng.pick(["#9a948a", "#b0aaa0", "#7a746c"]), {
        stroke: "#5a544c",
        "stroke-width": 1.5,
      }),
      `translate(${gx},${gy}) rotate(${tilt})`,
    );
    spots.push({ x: gx, y: gy + 4, w: width });
  }
  body += tree(rng, {
    x: rng.chance(0.5) ? width * 0.1 : width * 0.9,
    y: groundY + height * 0.12,
    scale: height / 700,
    season,
  });
  const fenceY = height * 0.92;
  body += rect(0, height * 0.86, width, 5, "#1f1a17") + rect(0, height * 0.96, width, 5, "#1f1a17");
  for (let fx = 6; fx < width; fx += 18)
    body +=
      rect(fx, height * 0.84, 3.5, height * 0.16, "#1f1a17") +
      path(`M${fx - 3},${height * 0.84} l4.75,-12 l4.75,12 Z`, "#1f1a17");
  void fenceY;
  body += placeCats(rng, cats, [spots[rng.int(2, 6)], spots[7]], (height / 1000) * 1.4);
  return svg(width, height, defs, body);
}

/** Brooklyn Borough Hall: the white marble hall with its columned portico and cupola, broad steps and plane trees. */
export function boroughHall(rng, width, height, { time = "morning", season = "summer", cats = [], people: count = 0 }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const baseY = height * 0.8;
  const marble = "#ece4d4";
  const shade = mix(marble, "#231a15", 0.2);
  const hx = width * rng.range(0.08, 0.16);
  const hw = width * 0.84;
  // wings and their windows
  body += rect(hx, baseY - height * 0.42, hw, height * 0.42, marble);
  body += rect(hx - 6, baseY - height * 0.44, hw + 12, 14, shade);
  for (const wing of [0, 1]) {
    for (let f = 0; f < 2; f++) {
      for (let c = 0; c < 2; c++) {
        const wx = wing ? hx + hw * (0.76 + c * 0.11) : hx + hw * (0.05 + c * 0.11);
        body += windowPane(wx, baseY - height * (0.36 - f * 0.16), hw * 0.07, height * 0.1, {
          frame: marble,
          lit: time === "dusk" && rng.chance(0.6),
        });
      }
    }
  }
  // the portico: a pediment over six columns, on top of the steps
  body += classicalFacade(hx + hw * 0.26, baseY, hw * 0.48, height * 0.52, marble);
  // the cupola: a drum with columns, a dome and the lantern
  const cx = hx + hw * 0.5;
  const drumY = baseY - height * 0.6;
  body += rect(cx - width * 0.09, drumY - height * 0.1, width * 0.18, height * 0.1, marble, {
    stroke: shade,
    "stroke-width": 2,
  });
  for (let c = 0; c < 5; c++)
    body += rect(cx - width * 0.08 + c * width * 0.038, drumY - height * 0.095, 6, height * 0.09, shade);
  body += path(
    `M${cx - width * 0.1},${drumY - height * 0.1} Q${cx},${drumY - height * 0.22} ${cx + width * 0.1},${drumY - height * 0.1} Z`,
    "#9aa8a0",
  );
  body +=
    rect(cx - 8, drumY - height * 0.26, 16, height * 0.06, marble) +
    circle(cx, drumY - height * 0.27, 7, palette.marigold400);
  // plane trees and the plaza
  body += rect(0, baseY, width, height - baseY, "#c9bca6");
  for (let px = 0; px < width; px += 60) body += rect(px, baseY, 1.5, height - baseY, "#a8977f");
  const treeSide = rng.chance(0.5) ? 0.06 : 0.94;
  body += tree(rng, { x: width * treeSide, y: height * 0.96, scale: height / 520, season });
  if (count) body += people(rng, count, { x0: width * 0.2, x1: width * 0.7, y: height * 0.99, scale: height / 620 });
  body += placeCats(
    rng,
    cats,
    [
      { x: cx, y: baseY - height * 0.03, w: width },
      { x: cx + width * 0.12, y: baseY - height * 0.005, w: width },
    ],
    (height / 1000) * 1.3,
  );
  return svg(width, height, defs, body);
}

/** A Brooklyn Heights mews: low brick carriage houses with arched doors, ivy and lanterns on a cobbled alley. */
export function mews(rng, width, height, { time = "golden", season = "summer", cats = [] }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const baseY = height * 0.78;
  let x = -width * rng.range(0.05, 0.2);
  const doors = [];
  while (x < width) {
    const w = width * rng.range(0.34, 0.42);
    const h = height * rng.range(0.5, 0.6);
    const brick = rng.pick(bricks);
    body += rect(x, baseY - h, w, h, brick);
    for (let by = baseY - h + 10; by < baseY; by += 10)
      body += rect(x, by, w, 1.2, mix(brick, "#231a15", 0.25), { opacity: 0.5 });
    body += rect(x - 4, baseY - h - 12, w + 8, 14, mix(brick, "#231a15", 0.4));
    // the carriage door, arched, and the hayloft window above
    const dw = w * 0.5;
    const dx = x + (w - dw) / 2;
    const dTop = baseY - h * 0.56;
    const doorColor = rng.pick(["#2f4b66", palette.sage700, "#5a2a20", "#2f2a26"]);
    body += path(`M${dx},${baseY} V${dTop + dw / 2} a${dw / 2},${dw / 2} 0 0 1 ${dw},0 V${baseY} Z`, doorColor, {
      stroke: "#e2cda5",
      "stroke-width": 5,
    });
    body += path(`M${dx + dw / 2},${dTop} V${baseY}`, "none", {
      stroke: mix(doorColor, "#000000", 0.3),
      "stroke-width": 3,
    });
    for (let p = 1; p < 4; p++)
      body += rect(
        dx + 6,
        dTop + dw / 2 + p * ((baseY - dTop - dw / 2) / 4),
        dw - 12,
        2,
        mix(doorColor, "#000000", 0.25),
      );
    body += windowPane(x + w * 0.36, baseY - h + 20, w * 0.28, h * 0.24, {
      lit: time === "dusk" && rng.chance(0.7),
      frame: "#e2cda5",
    });
    body += lamp(dx - 14, baseY - h * 0.3, height / 2600);
    // ivy climbing one side
    const ivyX = rng.chance(0.5) ? x + 10 : x + w - 40;
    for (let i = 0; i < 14; i++)
      body += circle(
        ivyX + rng.range(0, 30),
        baseY - rng.range(0, h * 0.9),
        rng.range(8, 16),
        rng.pick(
          season === "autumn"
            ? [palette.brick500, palette.marigold500, "#8a3a2a"]
            : [palette.sage600, palette.sage700, "#6f8a5a"],
        ),
        { opacity: 0.9 },
      );
    doors.push({ x: dx + dw / 2, y: baseY + height * 0.02, w: width });
    x += w + 3;
  }
  // cobbles
  body += rect(0, baseY, width, height - baseY, "#8a7a6a");
  for (let cy = baseY + 8; cy < height; cy += 18)
    for (let cx = (cy / 18) % 2 ? 0 : 16; cx < width; cx += 32)
      body += ellipse(cx, cy, 14, 7, "#9a8a78", { stroke: "#6e6052", "stroke-width": 1 });
  for (let p = 0; p < 2; p++) {
    const px = width * rng.range(0.05, 0.95);
    body +=
      rect(px - 20, baseY - 10, 40, 34, "#8a5a3c") +
      circle(px - 8, baseY - 22, 16, palette.sage600) +
      circle(px + 10, baseY - 26, 14, "#6f8a5a");
  }
  body += placeCats(rng, cats, doors.slice(1).concat(doors), (height / 1000) * 1.6);
  return svg(width, height, defs, body);
}

/** A close view up a brownstone stoop: stone steps climbing across the picture, a curled iron railing, pots, the doorway. */
export function stoopClose(rng, width, height, { time = "morning", season = "summer", cats = [], leftToRight = true }) {
  const defs = [];
  const stone = rng.pick(["#7a4a36", "#8b5a3c", "#94634a"]);
  let body = rect(0, 0, width, height, stone);
  for (let by = 30; by < height; by += 60) body += rect(0, by, width, 2, mix(stone, "#231a15", 0.25));
  const dir = leftToRight ? 1 : -1;
  const sx = (t) => (leftToRight ? width * t : width * (1 - t));
  // the doorway at the top of the steps
  const doorX = leftToRight ? width * 0.6 : width * 0.08;
  body += rect(doorX, height * 0.02, width * 0.32, height * 0.36, mix(stone, "#f8f1e4", 0.3));
  body += path(
    `M${doorX + 20},${height * 0.38} V${height * 0.14} a${width * 0.14},${width * 0.1} 0 0 1 ${width * 0.32 - 40},0 V${height * 0.38} Z`,
    "#3a2318",
  );
  body += rect(doorX + 34, height * 0.12, width * 0.32 - 68, height * 0.05, time === "dusk" ? "#f6d48a" : "#6a7a8a");
  body += circle(doorX + width * 0.24, height * 0.28, 5, palette.marigold400);
  // the steps, each a tread and riser, climbing toward the door
  const steps = rng.int(6, 8);
  const spots = [];
  for (let s = 0; s < steps; s++) {
    const y = height * 0.38 + (s * (height * 0.62)) / steps;
    const reach = 0.55 + s * 0.06;
    const x0 = leftToRight ? sx(1 - reach) - 0 : 0;
    const w = width * reach;
    body += rect(
      leftToRight ? width - w : 0,
      y,
      w,
      (height * 0.62) / steps + 1,
      mix(stone, "#231a15", 0.05 + s * 0.025),
    );
    body += rect(leftToRight ? width - w : 0, y, w, 6, mix(stone, "#f8f1e4", 0.25));
    spots.push({ x: leftToRight ? width - w + width * 0.1 : w - width * 0.1, y: y + 2, w: width });
    void x0;
  }
  // iron railing with a curl at the bottom
  const rx0 = leftToRight ? width * 0.38 : width * 0.62;
  body += path(
    `M${rx0 + dir * width * 0.2},${height * 0.32} L${rx0 - dir * width * 0.2},${height * 0.86} q${-dir * 40},30 ${-dir * 10},60 q${dir * 24},-4 ${dir * 8},-26`,
    "none",
    { stroke: "#1f1a17", "stroke-width": 7 },
  );
  for (let b = 1; b < 9; b++) {
    const t = b / 9;
    const bx = rx0 + dir * width * 0.2 - dir * width * 0.4 * t;
    const by = height * 0.32 + height * 0.54 * t;
    body += rect(bx - 2, by, 4, height * 0.14, "#1f1a17");
  }
  // flower pots on the steps
  const bloom = {
    summer: ["#d98080", "#e7b54a", "#b5532d"],
    autumn: ["#d49a2a", "#b5532d", "#82361c"],
    spring: ["#e8b4b8", "#f8f1e4", "#a9c48c"],
    winter: ["#4f6b52", "#3e5641"],
  }[season];
  for (const s of [2, 5]) {
    const spot = spots[s];
    const px = leftToRight ? width - 60 : 60;
    body += path(`M${px - 26},${spot.y} l6,-44 h40 l6,44 Z`, palette.brick500);
    for (let f = 0; f < 6; f++)
      body += circle(px + rng.range(-20, 20), spot.y - 48 - rng.range(0, 24), rng.range(8, 13), rng.pick(bloom));
  }
  body += placeCats(rng, cats, [spots[3], spots[1], spots[5]], (height / 1000) * 2.4);
  return svg(width, height, defs, body);
}

/** Close to a tenement's fire escape: the iron grille landing, a window behind, potted herbs and a cat on the slats. */
export function fireEscapeClose(rng, width, height, { time = "golden", cats = [], laundry = true }) {
  const defs = [];
  const brick = rng.pick(bricks);
  let body = rect(0, 0, width, height, brick);
  for (let by = 0; by < height; by += 18) {
    body += rect(0, by, width, 2, mix(brick, "#231a15", 0.3), { opacity: 0.6 });
    for (let bx = (by / 18) % 2 ? 0 : 24; bx < width; bx += 48)
      body += rect(bx, by, 2, 18, mix(brick, "#231a15", 0.3), { opacity: 0.5 });
  }
  const lit = time === "dusk" || time === "night";
  const wx = width * rng.range(0.18, 0.42);
  body += rect(wx - 14, height * 0.08, width * 0.42 + 28, 16, "#e2cda5");
  body += windowPane(wx, height * 0.12, width * 0.42, height * 0.46, { lit, frame: "#e2cda5" });
  if (laundry) {
    body += path(`M0,${height * 0.06} Q${width * 0.5},${height * 0.14} ${width},${height * 0.04}`, "none", {
      stroke: "#4a3a2f",
      "stroke-width": 2,
    });
    for (let l = 0; l < 4; l++)
      body += rect(
        width * (0.08 + l * 0.24),
        height * 0.08 + (l % 2) * 6,
        40,
        52,
        rng.pick(["#f8f1e4", "#e7b54a", "#6a7fa0", "#d98080"]),
      );
  }
  // the landing: slats in perspective, a railing, a ladder going up
  const deck = height * 0.66;
  body += path(`M0,${deck} L${width},${deck} L${width},${deck + height * 0.1} L0,${deck + height * 0.1} Z`, "#2a2320");
  for (let sx = 0; sx < width; sx += 16) body += rect(sx, deck, 6, height * 0.1, "#4a403a");
  body += rect(0, deck - height * 0.2, width, 6, "#1f1a17");
  for (let bx = 0; bx < width; bx += 22) body += rect(bx, deck - height * 0.2, 3.5, height * 0.2, "#1f1a17");
  const ladderX = rng.chance(0.5) ? width * 0.1 : width * 0.8;
  for (const lx of [ladderX, ladderX + 50]) body += rect(lx, 0, 5, deck, "#1f1a17");
  for (let ry = 20; ry < deck; ry += 30) body += rect(ladderX, ry, 55, 4, "#1f1a17");
  body += rect(0, deck + height * 0.1, width, height, mix(brick, "#231a15", 0.2));
  // pots of herbs and tomatoes
  const potX = width * rng.range(0.55, 0.75);
  for (let p = 0; p < 3; p++) {
    const px = potX + p * 50;
    body += path(`M${px - 18},${deck} l5,-34 h26 l5,34 Z`, palette.brick500);
    for (let f = 0; f < 5; f++)
      body += circle(
        px + rng.range(-14, 14),
        deck - 44 - rng.range(0, 20),
        rng.range(7, 11),
        rng.pick([palette.sage600, "#6f8a5a", p === 1 ? "#c0392b" : palette.sage700]),
      );
  }
  body += placeCats(
    rng,
    cats,
    [
      { x: wx + width * 0.12, y: deck, w: width },
      { x: wx + width * 0.32, y: deck, w: width },
    ],
    (height / 1000) * 2.6,
  );
  return svg(width, height, defs, body);
}

/** Orchard Street's pushcart market around 1900: carts of cloth and fruit under umbrellas, tenement shopfronts behind. */
export function pushcarts(rng, width, height, { time = "morning", cats = [], people: count = 3 }) {
  const defs = [];
  let body = sky(width, height, time, defs);
  const baseY = height * 0.74;
  let x = -20;
  while (x < width) {
    const w = width * rng.range(0.24, 0.32);
    const h = height * rng.range(0.62, 0.74);
    const brick = rng.pick(bricks);
    body += rect(x, baseY - h, w, h, brick) + rect(x - 4, baseY - h - 14, w + 8, 16, mix(brick, "#231a15", 0.4));
    for (let f = 0; f < 4; f++)
      for (let c = 0; c < 3; c++)
        body += windowPane(
          x + w * (0.1 + c * 0.3),
          baseY - h + 24 + (f * (h - 110)) / 4,
          w * 0.18,
          ((h - 110) / 4) * 0.6,
          { frame: "#e2cda5", lit: time === "dusk" && rng.chance(0.4) },
        );
    body += rect(x, baseY - 80, w, 80, mix(brick, "#231a15", 0.35)) + rect(x + 10, baseY - 66, w * 0.6, 54, "#6a7a7a");
    x += w + 3;
  }
  body += rect(0, baseY, width, height - baseY, "#8a7a6a");
  for (let cy = baseY + 8; cy < height; cy += 16)
    for (let cx = (cy / 16) % 2 ? 0 : 14; cx < width; cx += 28)
      body += ellipse(cx, cy, 12, 6, "#9a8a78", { stroke: "#6e6052", "stroke-width": 1 });
  const carts = [];
  const offset = rng.range(0, 0.1);
  for (let c = 0; c < 3; c++) {
    const cx = width * (0.06 + offset + c * 0.32);
    const cy = height * (0.86 + (c % 2) * 0.04);
    const cw = width * 0.24;
    body += rect(cx, cy - 50, cw, 34, "#8a5a3c", { stroke: "#5a3a24", "stroke-width": 3 });
    for (let g = 0; g < 7; g++) {
      const gx = cx + 12 + (g * (cw - 24)) / 6;
      body +=
        c === 1
          ? rect(gx - 10, cy - 70, 20, 22, rng.pick(["#6a7fa0", "#d98080", "#e7b54a", "#f8f1e4", palette.sage600]))
          : circle(gx, cy - 58, 11, rng.pick(["#d98a3d", "#b5532d", "#8fae78", "#e7b54a"]));
    }
    body +=
      circle(cx + cw * 0.25, cy - 8, 26, "none", { stroke: "#3a2318", "stroke-width": 6 }) +
      circle(cx + cw * 0.75, cy - 8, 26, "none", { stroke: "#3a2318", "stroke-width": 6 });
    body += path(`M${cx + cw},${cy - 40} l60,-40`, "none", { stroke: "#5a3a24", "stroke-width": 5 });
    body += path(`M${cx + cw / 2},${cy - 70} V${cy - 170}`, "none", { stroke: "#3a2318", "stroke-width": 3 });
    body += path(
      `M${cx - 10},${cy - 150} Q${cx + cw / 2},${cy - 220} ${cx + cw + 10},${cy - 150} Z`,
      rng.pick([palette.brick500, palette.sage600, palette.marigold500, "#f8f1e4"]),
    );
    carts.push({ x: cx + cw / 2, y: cy + 18, w: width });
  }
  if (count) body += people(rng, count, { x0: width * 0.4, x1: width * 0.9, y: height * 0.99, scale: height / 700 });
  body += placeCats(
    rng,
    cats,
    carts.map((spot) => ({ ...spot, x: spot.x - width * 0.1 })),
    (height / 1000) * 1.3,
  );
  return svg(width, height, defs, body);
}
