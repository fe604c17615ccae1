/**
 * Every generated image: its key (the file name in app/assets/images), the
 * scene that draws it, the seed, the size and a truthful alt text describing
 * what the drawing shows. `npm run art` writes the JPEGs and catalog.json
 * (key → alt, width, height) for content authors to copy alt text from.
 */
import { coats } from "./draw.mjs";

const HERO = [1600, 1000];
const CARD = [1200, 900];
const SQUARE = [900, 900];
/** A press outlet's name: drawn wide, then cut to the name (see `fitText`); every one 300 px high. */
const WORDMARK = [2400, 300];

const coatName = (coat) => coats[coat].label;
const poseText = { sit: "sitting", walk: "walking", loaf: "curled up", front: "sitting" };

const entries = [];
const add = (key, scene, size, seed, options, alt) =>
  entries.push({ key, scene, width: size[0], height: size[1], seed, options, alt });

// ---- page heroes
add(
  "hero-home",
  "harborSkyline",
  HERO,
  101,
  {
    time: "golden",
    cats: [
      { at: 0.72, coat: "ginger" },
      { at: 0.8, coat: "tuxedo", pose: "loaf" },
    ],
  },
  "Illustration of the Lower Manhattan skyline and the Brooklyn Bridge at golden hour, seen from the Brooklyn Heights Promenade, with a ginger cat and a black-and-white cat on the railing",
);
add(
  "hero-about",
  "brownstoneStreet",
  HERO,
  102,
  { time: "morning", season: "summer", people: 4, cats: [{ onStoop: true, coat: "brownTabby" }] },
  "Illustration of a guide with a raised flag leading three visitors along a row of brownstones, with a brown tabby cat sitting on a stoop",
);
add(
  "hero-tours",
  "cobbledLane",
  HERO,
  103,
  {
    time: "dusk",
    cats: [
      { at: 0.42, coat: "black" },
      { at: 0.6, coat: "ginger", y: 0.97 },
    ],
  },
  "Illustration of a cobbled lane at dusk lit by street lamps, with a black cat and a ginger cat walking on the cobblestones",
);
add(
  "hero-gallery",
  "catPortrait",
  HERO,
  104,
  { coat: "calico", pose: "front", setting: "window" },
  "Illustration of a calico cat sitting in front of a sunny apartment window with a potted plant on the sill",
);
add(
  "hero-blog",
  "historic",
  HERO,
  105,
  { variant: "print", coat: "tabby" },
  "Sepia illustration in the style of an old engraving: a tabby cat curled up on the counter of a nineteenth-century print shop beside a printing press and shelves of type",
);
add(
  "hero-contact",
  "brownstoneStreet",
  HERO,
  106,
  {
    time: "golden",
    season: "autumn",
    cats: [
      { onStoop: true, coat: "ginger" },
      { at: 0.62, coat: "grey", pose: "walk" },
    ],
  },
  "Illustration of autumn trees in front of brownstone row houses, with a ginger cat on a stoop and a gray cat walking along the sidewalk",
);
add(
  "hero-booking",
  "harborSkyline",
  HERO,
  107,
  { time: "morning", cats: [{ at: 0.3, coat: "cream" }], people: 0 },
  "Illustration of the Lower Manhattan skyline and the Brooklyn Bridge on a bright morning, with a cream-colored cat sitting on the promenade railing",
);
add(
  "hero-press-kit",
  "financialDistrict",
  HERO,
  108,
  { time: "morning", cats: [{ at: 0.52, coat: "black", pose: "sit", onSteps: true }] },
  "Illustration of a columned hall on Wall Street with a statue on a plinth and flags on the stone towers, and a black cat sitting on the steps",
);
add(
  "hero-in-the-news",
  "historic",
  HERO,
  109,
  { variant: "courthouse", coat: "tabby" },
  "Sepia illustration in the style of an old engraving: a tabby cat wearing round spectacles sitting in front of a columned courthouse",
);
add(
  "hero-petition",
  "historic",
  HERO,
  110,
  { variant: "courthouse", coat: "black" },
  "Sepia illustration in the style of an old engraving: a black cat wearing round spectacles sitting in front of a columned courthouse",
);
add(
  "hero-survey",
  "catPortrait",
  HERO,
  111,
  { coat: "tuxedo", pose: "loaf", setting: "armchair" },
  "Illustration of a black-and-white cat curled up on a cosy armchair",
);
add(
  "hero-sitemap",
  "lowerEastSide",
  HERO,
  112,
  { time: "morning", cats: [{ onEscape: true, coat: "grey" }] },
  "Illustration of red-brick tenements with iron fire escapes and laundry lines, with a gray cat sitting on a fire escape",
);
add(
  "hero-brooklyn-heights",
  "brownstoneStreet",
  HERO,
  113,
  {
    time: "golden",
    season: "summer",
    cats: [
      { onStoop: true, coat: "ginger" },
      { onStoop: true, coat: "black" },
    ],
  },
  "Illustration of a tree-lined Brooklyn Heights street of brownstones with stoops and iron railings, with a ginger cat and a black cat on the stoops",
);
add(
  "hero-financial-district",
  "financialDistrict",
  HERO,
  114,
  { time: "golden", people: 6, cats: [{ at: 0.9, coat: "brownTabby", pose: "walk" }] },
  "Illustration of a guide with a raised flag leading a group past a columned hall and statue on Wall Street, with a brown tabby cat walking by",
);
add(
  "hero-lower-east-side",
  "lowerEastSide",
  HERO,
  115,
  { time: "golden", people: 5, cats: [{ onEscape: true, coat: "ginger" }] },
  "Illustration of a guide and visitors on Orchard Street below red-brick tenements with fire escapes, with a ginger cat on a fire escape",
);
add(
  "hero-private-tours",
  "brownstoneStreet",
  HERO,
  116,
  { time: "dusk", season: "autumn", people: 5, cats: [{ at: 0.9, coat: "tuxedo", pose: "sit" }] },
  "Illustration of a small private group following a guide along a brownstone street at dusk, with a black-and-white cat on the sidewalk",
);

// ---- phone crops of the heroes (issue 34 item 6): a phone's tall hero shows text over all but its top, so each crop
// puts the hero's cats on the railing in the top band. The image pipeline serves phone-<hero key> in place of the hero
// on screens up to 767 px wide; the page's alt text for the hero describes both.
const PHONE = [1200, 2000];
const phoneFrame = { horizon: 0.13, rail: 0.19, catScale: 1.15 };
add(
  "phone-hero-home",
  "harborSkyline",
  PHONE,
  151,
  {
    ...phoneFrame,
    time: "golden",
    cats: [
      { at: 0.6, coat: "ginger" },
      { at: 0.8, coat: "tuxedo", pose: "loaf" },
    ],
  },
  "Illustration of a ginger cat and a black-and-white cat on the Brooklyn Heights Promenade railing at golden hour, with the Lower Manhattan skyline and the Brooklyn Bridge behind them",
);
add(
  "phone-hero-booking",
  "harborSkyline",
  PHONE,
  157,
  { ...phoneFrame, time: "morning", cats: [{ at: 0.72, coat: "cream" }] },
  "Illustration of a cream cat sitting on the Brooklyn Heights Promenade railing on a bright morning, with the Lower Manhattan skyline and the Brooklyn Bridge behind it",
);

// ---- tour cards and private-tour events
add(
  "tour-brooklyn-heights",
  "brownstoneStreet",
  CARD,
  201,
  { time: "morning", season: "summer", cats: [{ onStoop: true, coat: "brownTabby" }] },
  "Illustration of a tree-lined Brooklyn Heights street of brownstone row houses with stoops and iron railings, with a brown tabby cat on a stoop",
);
add(
  "tour-financial-district",
  "financialDistrict",
  CARD,
  202,
  { time: "morning", cats: [{ at: 0.7, coat: "grey", pose: "walk" }] },
  "Illustration of a columned hall with a statue of a statesman on Wall Street, with a gray cat walking past",
);
add(
  "tour-lower-east-side",
  "lowerEastSide",
  CARD,
  203,
  { time: "golden", cats: [{ onEscape: true, coat: "black" }] },
  "Illustration of red-brick tenement buildings with iron fire escapes on Orchard Street, with a black cat on a fire escape",
);
add(
  "tour-private-tours",
  "brownstoneStreet",
  CARD,
  204,
  { time: "golden", season: "spring", people: 4 },
  "Illustration of a small group listening to a guide on a quiet street lined with historic row houses",
);
add(
  "event-birthdays",
  "brownstoneStreet",
  CARD,
  205,
  { time: "morning", season: "summer", people: 6, balloons: true, cats: [{ onStoop: true, coat: "ginger" }] },
  "Illustration of friends with balloons following a guide past brownstones to celebrate a birthday, with a ginger cat watching from a stoop",
);
add(
  "event-corporate-team-outings",
  "financialDistrict",
  CARD,
  206,
  { time: "golden", people: 7, flags: false },
  "Illustration of coworkers following a guide with a raised flag past a columned hall in Lower Manhattan",
);
add(
  "event-school-and-youth-groups",
  "financialDistrict",
  CARD,
  207,
  { time: "morning", people: 6, cobbles: true, cats: [{ at: 0.82, coat: "black", pose: "sit" }] },
  "Illustration of a group with backpacks listening to a guide outside a historic columned building, with a black cat sitting nearby",
);
add(
  "event-family-reunions",
  "brownstoneStreet",
  CARD,
  208,
  { time: "golden", season: "autumn", people: 6, children: 2 },
  "Illustration of a family of adults and children walking behind a guide on a tree-lined Brooklyn street in autumn",
);

// ---- home page photo gallery (14)
const homeScenes = [
  [
    "harborSkyline",
    { time: "dusk", cats: [{ at: 0.5, coat: "black" }] },
    "the Lower Manhattan skyline and Brooklyn Bridge at dusk, with a black cat on the promenade railing",
  ],
  [
    "brownstoneStreet",
    { time: "morning", season: "spring", cats: [{ onStoop: true, coat: "calico" }] },
    "brownstones in spring with a calico cat sitting on a stoop",
  ],
  [
    "lowerEastSide",
    { time: "morning", cats: [{ onEscape: true, coat: "cream" }] },
    "tenement fire escapes with laundry lines and a cream-colored cat on a landing",
  ],
  [
    "cobbledLane",
    { time: "golden", cats: [{ at: 0.5, coat: "grey" }] },
    "a gray cat walking down a cobbled lane lined with brick buildings",
  ],
  [
    "historic",
    { variant: "pier", coat: "ginger" },
    "a sepia engraving-style scene of a ginger ship's cat on a nineteenth-century pier with tall ships",
  ],
  [
    "financialDistrict",
    { time: "dusk", people: 5 },
    "a guide leading a group past a columned hall on Wall Street at dusk",
  ],
  [
    "catPortrait",
    { coat: "brownTabby", pose: "front", setting: "bookshelf" },
    "a brown tabby cat sitting in front of a bookshelf",
  ],
  [
    "brownstoneStreet",
    { time: "dusk", season: "winter", cats: [{ at: 0.5, coat: "tuxedo", pose: "walk" }] },
    "brownstones with lit windows on a winter evening and a black-and-white cat walking on the sidewalk",
  ],
  [
    "lowerEastSide",
    { time: "dusk", people: 4, cats: [{ at: 0.85, coat: "ginger" }] },
    "a tour group on Orchard Street at dusk, with a ginger cat sitting by a shopfront",
  ],
  [
    "harborSkyline",
    { time: "night", withBridge: true, cats: [{ at: 0.7, coat: "silverTabby" }] },
    "the Lower Manhattan skyline lit up at night, with a silver tabby cat on the railing",
  ],
  [
    "historic",
    { variant: "courthouse", coat: "grey" },
    "a sepia engraving-style scene of a gray cat in spectacles in front of a courthouse",
  ],
  [
    "cobbledLane",
    { time: "dusk", people: 4, cats: [{ at: 0.62, coat: "black", y: 0.97 }] },
    "a tour group and a black cat on a lamp-lit cobbled lane",
  ],
  [
    "catPortrait",
    { coat: "ginger", pose: "loaf", setting: "rug" },
    "a ginger cat curled up on a rug below a framed print",
  ],
  [
    "brownstoneStreet",
    { time: "golden", season: "autumn", people: 5, cats: [{ onStoop: true, coat: "grey" }] },
    "a guide and visitors among autumn trees on a brownstone street, with a gray cat on a stoop",
  ],
];
homeScenes.forEach(([scene, options, text], index) => {
  const key = `home-${String(index + 1).padStart(2, "0")}`;
  add(key, scene, SQUARE, 300 + index, options, `Illustration of ${text}`);
});

// ---- tour photo gallery (35): the three neighborhoods, groups and the cats met along the way. The first five are
// the original street scenes; the other thirty are each a subject and layout of their own (landmarks.mjs), so no two
// tiles are one composition recolored (issue 34 item 6).
const tourOriginals = [
  [
    "brownstoneStreet",
    { time: "morning", season: "summer", people: 0, cats: [{ onStoop: true, coat: "ginger" }] },
    "a Brooklyn Heights brownstone street in summer, with a ginger cat on a stoop",
  ],
  [
    "financialDistrict",
    { time: "golden", people: 0, cats: [{ at: 0.76, coat: "black", pose: "walk" }], cobbles: false },
    "a columned hall on Wall Street, with a black cat walking by",
  ],
  [
    "lowerEastSide",
    { time: "dusk", people: 0, cats: [{ onEscape: true, coat: "grey" }] },
    "Lower East Side tenements with fire escapes, with a gray cat on a fire escape",
  ],
  [
    "cobbledLane",
    { time: "morning", people: 3, cats: [{ at: 0.45, coat: "brownTabby" }] },
    "a brown tabby cat walking on a cobbled lane in the Financial District while a small group listens to the guide",
  ],
  [
    "harborSkyline",
    { time: "golden", withBridge: true, cats: [{ at: 0.5, coat: "tuxedo" }] },
    "the Lower Manhattan skyline and the Brooklyn Bridge from the Brooklyn Heights Promenade, with a black-and-white cat on the railing",
  ],
];
const c = (coat, extra = {}) => ({ coat, ...extra });
const tourNew = [
  [
    "bridgeWalkway",
    { time: "morning", people: 3, cats: [c("ginger", { pose: "walk", at: 0.42 })] },
    "the Brooklyn Bridge's wooden walkway leading to a Gothic stone tower, with a ginger cat walking on the planks and a small group ahead",
  ],
  [
    "rooftop",
    { time: "golden", cats: [c("black")] },
    "Lower East Side rooftops with wooden water towers and a laundry line, with a black cat sitting on the parapet",
  ],
  [
    "shopWindow",
    { time: "morning", shop: "bodega", cats: [c("tuxedo")] },
    "a corner shop front with a striped awning and crates of fruit, with a black-and-white cat sitting in the window",
  ],
  [
    "seaport",
    { time: "golden", cats: [c("grey")] },
    "a tall ship moored at a South Street Seaport pier, with a gray cat sitting on a barrel",
  ],
  [
    "churchyard",
    { time: "morning", season: "summer", cats: [c("calico")] },
    "Trinity Church's spire between office towers, with a calico cat among the old headstones of the churchyard",
  ],
  [
    "boroughHall",
    { time: "morning", season: "summer", cats: [c("brownTabby")] },
    "Brooklyn Borough Hall's columned portico and cupola, with a brown tabby cat sitting on the steps",
  ],
  [
    "mews",
    { time: "golden", season: "autumn", cats: [c("cream")] },
    "brick carriage houses with arched doors and autumn ivy in a Brooklyn Heights mews, with a cream cat by a door",
  ],
  [
    "stoopClose",
    { time: "morning", season: "summer", cats: [c("silverTabby")] },
    "a close view up a brownstone stoop with an iron railing and pots of flowers, with a silver tabby cat on the steps",
  ],
  [
    "fireEscapeClose",
    { time: "golden", cats: [c("ginger")] },
    "a tenement fire escape landing with pots of herbs in front of a window, with a ginger cat sitting on the landing",
  ],
  [
    "pushcarts",
    { time: "morning", people: 3, cats: [c("black")] },
    "pushcarts of fruit and cloth under umbrellas on Orchard Street in the early 1900s, with a black cat beside a cart",
  ],
  [
    "bridgeWalkway",
    { time: "dusk", cats: [c("grey", { at: 0.56 })] },
    "the Brooklyn Bridge's walkway and cables at dusk, with a gray cat sitting on the planks",
  ],
  [
    "rooftop",
    { time: "dusk", laundry: false, cats: [c("tuxedo"), c("ginger", { pose: "loaf" })] },
    "rooftops and water towers at dusk with the lit skyline behind, with a black-and-white cat and a ginger cat on the parapet",
  ],
  [
    "shopWindow",
    { time: "golden", shop: "bakery", doorLeft: true, cats: [c("ginger", { spot: 1 })] },
    "a bakery front with loaves on the shelves, with a ginger cat sitting on the step by the door",
  ],
  [
    "seaport",
    { time: "morning", withBridge: true, people: 3, cats: [c("black", { spot: 1 })] },
    "visitors on a Seaport pier beside a tall ship, with the Brooklyn Bridge across the river and a black cat on a bollard",
  ],
  [
    "churchyard",
    { time: "golden", season: "autumn", cats: [c("black")] },
    "Trinity Church and its churchyard in autumn, with a black cat sitting among the headstones",
  ],
  [
    "boroughHall",
    { time: "golden", season: "autumn", people: 4, cats: [c("grey")] },
    "a guide and visitors in front of Brooklyn Borough Hall in autumn, with a gray cat on the steps",
  ],
  [
    "mews",
    { time: "morning", season: "summer", cats: [c("tuxedo", { pose: "walk" })] },
    "a cobbled Brooklyn Heights mews of carriage houses with arched doors, with a black-and-white cat walking past",
  ],
  [
    "stoopClose",
    { time: "golden", season: "autumn", leftToRight: false, cats: [c("ginger", { pose: "loaf" })] },
    "a brownstone stoop in autumn with pots of flowers, with a ginger cat curled up on a step",
  ],
  [
    "fireEscapeClose",
    { time: "morning", laundry: false, cats: [c("grey"), c("cream")] },
    "a tenement fire escape with a ladder and potted tomatoes, with a gray cat and a cream cat on the landing",
  ],
  [
    "pushcarts",
    { time: "golden", people: 4, cats: [c("ginger", { pose: "walk" })] },
    "shoppers among the pushcarts of Orchard Street, with a ginger cat walking between the carts",
  ],
  [
    "shopWindow",
    { time: "dusk", shop: "books", cats: [c("brownTabby", { pose: "loaf" })] },
    "a bookshop window lit at dusk, with a brown tabby cat curled up among the books",
  ],
  [
    "bridgeWalkway",
    { time: "golden", people: 5, cats: [c("calico", { pose: "walk", at: 0.6 })] },
    "a tour group on the Brooklyn Bridge walkway at golden hour, with a calico cat walking behind them",
  ],
  [
    "seaport",
    { time: "dusk", cats: [c("ginger", { spot: 2 })] },
    "a tall ship's masts and rigging at a Seaport pier at dusk, with a ginger cat sitting on a crate",
  ],
  [
    "churchyard",
    { time: "morning", season: "winter", cats: [c("grey", { pose: "walk" })] },
    "Trinity Church's churchyard under snow, with a gray cat walking between the headstones",
  ],
  [
    "boroughHall",
    { time: "dusk", season: "winter", cats: [c("black", { pose: "front" })] },
    "Brooklyn Borough Hall at dusk in winter, with a black cat sitting on the steps",
  ],
  [
    "shopWindow",
    { time: "morning", shop: "flowers", doorLeft: true, cats: [c("calico", { spot: 1 })] },
    "a florist's front with buckets of flowers on the sidewalk, with a calico cat sitting by the door",
  ],
  [
    "rooftop",
    { time: "morning", cats: [c("silverTabby")] },
    "a rooftop with water towers and laundry drying in the morning, with a silver tabby cat on the parapet",
  ],
  [
    "mews",
    { time: "dusk", season: "autumn", cats: [c("ginger"), c("black")] },
    "carriage houses with lanterns in a Brooklyn Heights mews at dusk, with a ginger cat and a black cat by the doors",
  ],
  [
    "stoopClose",
    { time: "morning", season: "spring", cats: [c("black")] },
    "a brownstone stoop with spring flowers in pots, with a black cat sitting on the steps",
  ],
  [
    "fireEscapeClose",
    { time: "dusk", cats: [c("tuxedo", { pose: "loaf" })] },
    "a fire escape landing below a lit window at dusk, with a black-and-white cat curled up on the slats",
  ],
];
[...tourOriginals, ...tourNew].forEach(([scene, options, text], i) => {
  add(`gallery-tour-${String(i + 1).padStart(2, "0")}`, scene, SQUARE, 400 + i, options, `Illustration of ${text}`);
});

const tourCoats = ["ginger", "black", "grey", "brownTabby", "tuxedo", "calico", "cream", "silverTabby"];

// ---- visitors' cats (21): close portraits at home
const settings = ["window", "armchair", "bookshelf", "rug"];
const settingText = {
  window: "in front of a sunny window",
  armchair: "on an armchair",
  bookshelf: "in front of a bookshelf",
  rug: "on a rug below a framed print",
};
const fanPoses = ["front", "sit", "loaf", "front", "walk"];
for (let i = 0; i < 21; i++) {
  const coat = tourCoats[(i * 3) % tourCoats.length];
  const pose = fanPoses[i % fanPoses.length];
  const setting = settings[i % settings.length];
  add(
    `gallery-fan-${String(i + 1).padStart(2, "0")}`,
    "catPortrait",
    SQUARE,
    500 + i,
    { coat, pose, setting },
    `Illustration of a ${coatName(coat)} cat ${poseText[pose]} ${settingText[setting]}`,
  );
}

// ---- team portraits
const team = [
  ["ginger", "#f1cf7a"],
  ["tuxedo", "#e3ebe1"],
  ["grey", "#f5d8cb"],
  ["calico", "#fbefcf"],
];
team.forEach(([coat, background], index) => {
  add(
    `team-${String(index + 1).padStart(2, "0")}`,
    "teamPortrait",
    SQUARE,
    600 + index,
    { coat, background },
    `Illustrated portrait of a tour guide with a ${coatName(coat)} cat beside them`,
  );
});

// ---- blog post images (11)
const blogScenes = [
  [
    "historic",
    { variant: "courthouse", coat: "black" },
    "a sepia engraving-style scene of a black cat in spectacles in front of a courthouse",
  ],
  [
    "brownstoneStreet",
    { time: "morning", season: "spring", cats: [{ onStoop: true, coat: "ginger" }] },
    "brownstones in spring with a ginger cat on a stoop",
  ],
  [
    "historic",
    { variant: "pier", coat: "tabby" },
    "a sepia engraving-style scene of a tabby ship's cat on a pier with tall ships",
  ],
  [
    "lowerEastSide",
    { time: "golden", cats: [{ onEscape: true, coat: "calico" }] },
    "Lower East Side tenements with a calico cat on a fire escape",
  ],
  ["financialDistrict", { time: "morning", people: 6 }, "a guide leading a group past a columned hall on Wall Street"],
  [
    "catPortrait",
    { coat: "silverTabby", pose: "front", setting: "window" },
    "a silver tabby cat sitting in front of a sunny window",
  ],
  [
    "historic",
    { variant: "print", coat: "grey" },
    "a sepia engraving-style scene of a gray cat curled up in a nineteenth-century print shop",
  ],
  [
    "cobbledLane",
    {
      time: "golden",
      cats: [
        { at: 0.4, coat: "tuxedo" },
        { at: 0.6, coat: "cream", y: 0.97 },
      ],
    },
    "a black-and-white cat and a cream-colored cat on a cobbled lane",
  ],
  [
    "harborSkyline",
    { time: "golden", people: 4 },
    "a guide and visitors on the Brooklyn Heights Promenade facing the Lower Manhattan skyline",
  ],
  [
    "brownstoneStreet",
    { time: "dusk", season: "winter", cats: [{ onStoop: true, coat: "black" }] },
    "brownstones on a winter evening with a black cat on a stoop",
  ],
  [
    "catPortrait",
    { coat: "ginger", pose: "sit", setting: "bookshelf" },
    "a ginger cat sitting in front of a bookshelf",
  ],
];
blogScenes.forEach(([scene, options, text], index) => {
  add(`blog-${String(index + 1).padStart(2, "0")}`, scene, CARD, 700 + index, options, `Illustration of ${text}`);
});

// ---- press: outlet names set as plain type (no logo artwork), and article images
// Issue 34 item 6: every name in one treatment, so the strip reads as one list and not as tiles: the same
// face, weight, size and ink on white (the pages blend the white away), each image cut to its name's
// width (generate.mjs `fitText`), all of one height. The page shows them at one height.
const outlets = [
  "The New York Times",
  "Time Out New York",
  "Gothamist",
  "amNewYork",
  "New York Post",
  "Brooklyn Paper",
  "Untapped New York",
  "The Village Sun",
  "Atlas Obscura",
  "Patch",
  "6sqft",
];
outlets.forEach((name, index) => {
  add(`press-logo-${String(index + 1).padStart(2, "0")}`, "wordmark", WORDMARK, 800 + index, { name }, `${name}`);
  // Cut to the name's width, never narrower than the smallest logo source the site accepts (480 px).
  entries.at(-1).fitText = { padding: 24, minWidth: 480 };
});
const articleScenes = [
  [
    "historic",
    { variant: "courthouse", coat: "tabby" },
    "a tabby cat in spectacles in front of a courthouse, in the style of an old engraving",
  ],
  [
    "brownstoneStreet",
    { time: "golden", season: "summer", people: 5 },
    "a guide leading visitors along a Brooklyn Heights brownstone street",
  ],
  [
    "lowerEastSide",
    { time: "golden", people: 4, cats: [{ onEscape: true, coat: "black" }] },
    "a tour group on the Lower East Side with a black cat on a fire escape",
  ],
  [
    "financialDistrict",
    { time: "golden", cats: [{ at: 0.52, coat: "ginger", onSteps: true, pose: "sit" }] },
    "a ginger cat sitting on the steps of a columned hall on Wall Street",
  ],
  [
    "harborSkyline",
    { time: "dusk", people: 3, withBridge: true },
    "visitors on the Brooklyn Heights Promenade at dusk with the Brooklyn Bridge behind",
  ],
  [
    "catPortrait",
    { coat: "tuxedo", pose: "front", setting: "window" },
    "a black-and-white cat sitting in front of a window",
  ],
  [
    "historic",
    { variant: "pier", coat: "black" },
    "a black ship's cat on a nineteenth-century pier, in the style of an old engraving",
  ],
  ["cobbledLane", { time: "dusk", people: 4 }, "a tour group on a lamp-lit cobbled lane at dusk"],
  [
    "historic",
    { variant: "print", coat: "ginger" },
    "a ginger cat curled up in an old print shop, in the style of an old engraving",
  ],
  [
    "brownstoneStreet",
    {
      time: "morning",
      season: "autumn",
      cats: [
        { onStoop: true, coat: "silverTabby" },
        { onStoop: true, coat: "cream" },
      ],
    },
    "autumn brownstones with a silver tabby cat and a cream-colored cat on the stoops",
  ],
  [
    "financialDistrict",
    { time: "morning", people: 6, cobbles: true },
    "a guide and a group in front of a columned hall on a cobbled street",
  ],
];
articleScenes.forEach(([scene, options, text], index) => {
  add(
    `press-article-${String(index + 1).padStart(2, "0")}`,
    scene,
    CARD,
    900 + index,
    options,
    `Illustration of ${text}`,
  );
});

// ---- gallery fallbacks and the neutral placeholder
add(
  "fallback-cat-1",
  "catPortrait",
  SQUARE,
  1001,
  { coat: "ginger", pose: "front", setting: "rug" },
  "Cat image (fallback)",
);
add(
  "fallback-cat-2",
  "catPortrait",
  SQUARE,
  1002,
  { coat: "grey", pose: "sit", setting: "window" },
  "Cat image (fallback)",
);
add(
  "fallback-cat-3",
  "catPortrait",
  SQUARE,
  1003,
  { coat: "black", pose: "loaf", setting: "armchair" },
  "Cat image (fallback)",
);
add("placeholder", "placeholder", [800, 600], 1100, {}, "");

export const catalog = entries;
