/**
 * Demo product pictures, drawn on the fly: `<slug>-<n>.svg` → a small square SVG illustration whose motif comes from
 * the words of the slug (mug, hamper, teddy, roses, necklace, diya …) and whose palette, background pattern and
 * composition come from a hash of the slug and the picture number. Pure and deterministic: the same file name always
 * gives the same bytes, so responses can be cached forever. Nothing from the name is echoed into the SVG.
 */

import {
  mug,
  photoFrame,
  cushion,
  hamper,
  teddy,
  bouquet,
  pottedPlant,
  necklace,
  ring,
  diya,
  candle,
  rangoli,
  notebook,
  envelope,
  cake,
  clock,
  giftBox,
} from './demo-motifs.js';
import { PALETTES, type Palette, type PaletteName } from './demo-palettes.js';
import { backgroundPattern } from './demo-shapes.js';

const FILE_PATTERN = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9][0-9]?)\.svg$/;
const MAX_FILE_LENGTH = 160;
const SIZE = 400;

type Draw = (p: Palette, variant: number) => string;

interface Motif {
  name: string;
  words: RegExp;
  palettes: PaletteName[];
  draw: Draw;
}

// Order matters: the first motif whose words appear in the slug wins ("rose-gold-necklace" is jewellery, not flowers).
const MOTIFS: Motif[] = [
  {
    name: 'necklace',
    words: /\b(necklace|pendant|chain|locket|mangalsutra)\b/,
    palettes: ['lavender', 'rose', 'sky'],
    draw: necklace,
  },
  {
    name: 'ring',
    words: /\b(ring|rings|earring|earrings|jhumka|jhumkas|bracelet|bangle|bangles|anklet|kada|studs)\b/,
    palettes: ['lavender', 'rose', 'peach'],
    draw: ring,
  },
  {
    name: 'mug',
    words: /\b(mug|mugs|cup|sipper|bottle|tumbler)\b/,
    palettes: ['sky', 'peach', 'teal', 'rose'],
    draw: mug,
  },
  {
    name: 'photoFrame',
    words: /\b(frame|photo|collage|portrait|caricature|album)\b/,
    palettes: ['saffron', 'teal', 'sky'],
    draw: photoFrame,
  },
  { name: 'cushion', words: /\b(cushion|pillow)\b/, palettes: ['rose', 'lavender', 'mint'], draw: cushion },
  { name: 'hamper', words: /\b(hamper|basket|combo)\b/, palettes: ['saffron', 'peach', 'marigold'], draw: hamper },
  {
    name: 'teddy',
    words: /\b(teddy|bear|bunny|panda|unicorn|plush|soft|toy|doll|elephant|puppy)\b/,
    palettes: ['peach', 'rose', 'lavender'],
    draw: teddy,
  },
  {
    name: 'pottedPlant',
    words: /\b(plant|succulent|bonsai|money|bamboo|terrarium|jade)\b/,
    palettes: ['mint', 'teal'],
    draw: pottedPlant,
  },
  {
    name: 'bouquet',
    words:
      /\b(rose|roses|bouquet|flower|flowers|orchid|orchids|lily|lilies|carnation|carnations|gerbera|tulip|sunflower|bloom)\b/,
    palettes: ['rose', 'mint', 'peach'],
    draw: bouquet,
  },
  {
    name: 'diya',
    words: /\b(diya|diyas|lamp|lantern|deepam|kuthuvilakku|agal)\b/,
    palettes: ['marigold', 'saffron'],
    draw: diya,
  },
  { name: 'candle', words: /\b(candle|candles)\b/, palettes: ['peach', 'lavender', 'saffron'], draw: candle },
  {
    name: 'rangoli',
    words: /\b(rakhi|toran|rangoli|pongal|kolam|garland)\b/,
    palettes: ['marigold', 'saffron', 'rose'],
    draw: rangoli,
  },
  {
    name: 'notebook',
    words: /\b(diary|journal|notebook|planner|pen|pens|bookmark|stationery|book)\b/,
    palettes: ['teal', 'sky', 'lavender'],
    draw: notebook,
  },
  {
    name: 'envelope',
    words: /\b(card|cards|envelope|letter|scroll)\b/,
    palettes: ['rose', 'saffron', 'sky'],
    draw: envelope,
  },
  {
    name: 'cake',
    words: /\b(cake|cupcake|cookies|laddoo|sweets|mithai)\b/,
    palettes: ['rose', 'saffron', 'peach'],
    draw: cake,
  },
  { name: 'clock', words: /\b(clock|watch)\b/, palettes: ['sky', 'teal', 'saffron'], draw: clock },
  { name: 'giftBox', words: /\b(chocolate|chocolates|truffle|truffles)\b/, palettes: ['peach', 'rose'], draw: giftBox },
];
const DEFAULT_PALETTES: PaletteName[] = ['rose', 'saffron', 'teal', 'lavender', 'peach', 'mint', 'sky', 'marigold'];

/** The SVG document for a demo picture, or null when the file name is not `<slug>-<n>.svg` (n from 1 to 99). */
export function renderDemoImage(file: string): string | null {
  if (file.length > MAX_FILE_LENGTH) return null;
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const slug = match[1] ?? '';
  const picture = Number(match[2]);
  const motif = motifFor(slug);
  const seed = hash(slug);
  const paletteNames = motif?.palettes ?? DEFAULT_PALETTES;
  const palette = PALETTES[paletteNames[(seed + picture - 1) % paletteNames.length] ?? 'rose'];
  const draw = motif?.draw ?? giftBox;
  // Picture 1 is the front view; later pictures zoom and tilt a little, like a second photo of the same item.
  const scale = picture === 1 ? 1 : 1.12;
  const tilt = picture === 1 ? 0 : (seed >> 3) % 2 === 0 ? -6 : 6;
  // A gradient id unique to this picture, so several of them inlined into one page do not share one gradient.
  const gradientId = `bg${seed.toString(36)}${picture}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">`,
    '<defs>',
    `<linearGradient id="${gradientId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.backgroundTop}"/>`,
    `<stop offset="1" stop-color="${palette.backgroundBottom}"/></linearGradient>`,
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${gradientId})"/>`,
    backgroundPattern(palette, seed + picture * 7919),
    `<ellipse cx="200" cy="338" rx="120" ry="16" fill="${palette.ink}" opacity=".12"/>`,
    `<g transform="translate(200 210) rotate(${tilt}) scale(${scale}) translate(-200 -210)">`,
    draw(palette, (seed + picture) % 3),
    '</g>',
    '</svg>',
  ].join('');
}

/** Which drawing a slug gets: the first motif whose words appear in it ("rose-gold-necklace" is jewellery). */
function motifFor(slug: string): Motif | undefined {
  const words = slug.replace(/-/g, ' ');
  return MOTIFS.find((candidate) => candidate.words.test(words));
}

/** The name of the drawing used for a slug (e.g. "mug", "bouquet"), "giftBox" when no word matches. */
export function demoImageMotif(slug: string): string {
  return motifFor(slug)?.name ?? 'giftBox';
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
