import { star, heart, pick, round } from './demo-shapes.js';
import type { Palette } from './demo-palettes.js';

// The demo pictures' motifs. Each draws around the centre (200, 210) within roughly 240 × 240.

export function mug(p: Palette, variant: number): string {
  const decoration = pick(
    [
      `<path d="${heart(190, 215, 22)}" fill="${p.accent}"/>`,
      `<rect x="140" y="190" width="100" height="60" rx="8" fill="${p.second}"/><circle cx="165" cy="210" r="9" fill="${p.light}"/><path d="M145 245l30-28 20 18 14-12 31 22z" fill="${p.accent}"/>`,
      `<path d="M140 205h100M140 225h100M140 245h100" stroke="${p.accent}" stroke-width="8" opacity=".8"/>`,
    ],
    variant,
  );
  return (
    `<path d="M250 170h22a38 38 0 0 1 0 76h-22" fill="none" stroke="${p.ink}" stroke-width="14"/>` +
    `<path d="M120 150h140v140a24 24 0 0 1-24 24h-92a24 24 0 0 1-24-24z" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>` +
    `<ellipse cx="190" cy="150" rx="70" ry="10" fill="${p.ink}" opacity=".85"/>` +
    decoration +
    `<path d="M165 120q10-18 0-34M195 122q10-18 0-34M225 120q10-18 0-34" fill="none" stroke="${p.ink}" stroke-width="5" stroke-linecap="round" opacity=".35"/>`
  );
}

export function photoFrame(p: Palette, variant: number): string {
  const sky = pick([p.backgroundTop, p.light, p.second], variant);
  return (
    `<rect x="95" y="95" width="210" height="230" rx="10" fill="${p.accent}"/>` +
    `<rect x="112" y="112" width="176" height="196" rx="4" fill="${p.light}"/>` +
    `<rect x="126" y="126" width="148" height="168" fill="${sky}"/>` +
    `<circle cx="240" cy="160" r="16" fill="${p.second}"/>` +
    `<path d="M126 294v-50l40-40 36 36 26-22 46 46v30z" fill="${p.ink}" opacity=".75"/>` +
    `<path d="M126 294v-28l30-20 40 26 30-14 48 36z" fill="${p.accent}" opacity=".6"/>`
  );
}

export function cushion(p: Palette, variant: number): string {
  const centre = pick(
    [
      `<path d="${heart(200, 212, 34)}" fill="${p.accent}"/>`,
      `<path d="${star(200, 212, 44)}" fill="${p.accent}"/>`,
      `<circle cx="200" cy="212" r="40" fill="${p.accent}"/><circle cx="200" cy="212" r="22" fill="${p.second}"/>`,
    ],
    variant,
  );
  return (
    `<path d="M110 120q90 -22 180 0q22 90 0 180q-90 22 -180 0q-22 -90 0 -180z" fill="${p.second}" stroke="${p.ink}" stroke-width="5"/>` +
    `<path d="M128 138q72 -16 144 0q16 72 0 144q-72 16 -144 0q-16 -72 0 -144z" fill="${p.light}" opacity=".8"/>` +
    centre
  );
}

export function hamper(p: Palette, variant: number): string {
  const goodies = pick(
    [
      `<rect x="150" y="120" width="34" height="80" rx="6" fill="${p.accent}"/><circle cx="222" cy="160" r="30" fill="${p.second}"/><rect x="240" y="130" width="26" height="70" rx="4" fill="${p.ink}" opacity=".8"/>`,
      `<circle cx="170" cy="165" r="28" fill="${p.accent}"/><circle cx="230" cy="160" r="32" fill="${p.second}"/><rect x="190" y="118" width="22" height="60" rx="4" fill="${p.ink}" opacity=".8"/>`,
      `<rect x="140" y="140" width="60" height="50" rx="6" fill="${p.second}"/><path d="M140 160h60M170 140v50" stroke="${p.accent}" stroke-width="6"/><rect x="212" y="118" width="40" height="72" rx="8" fill="${p.accent}"/>`,
    ],
    variant,
  );
  return (
    goodies +
    `<path d="M120 200h160l-18 110h-124z" fill="${p.ink}" opacity=".85"/>` +
    `<path d="M128 222h144M134 252h132M140 282h120" stroke="${p.second}" stroke-width="5" opacity=".7"/>` +
    `<path d="M140 200q60-110 120 0" fill="none" stroke="${p.ink}" stroke-width="10" opacity=".85"/>` +
    `<path d="M200 200l-26 22 26-8 26 8z" fill="${p.accent}"/>`
  );
}

export function teddy(p: Palette, variant: number): string {
  const fur = pick([p.second, p.accent, p.light], variant);
  return (
    `<circle cx="140" cy="120" r="30" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>` +
    `<circle cx="260" cy="120" r="30" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>` +
    `<circle cx="140" cy="120" r="14" fill="${p.light}" opacity=".8"/><circle cx="260" cy="120" r="14" fill="${p.light}" opacity=".8"/>` +
    `<ellipse cx="200" cy="275" rx="80" ry="55" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>` +
    `<circle cx="200" cy="175" r="78" fill="${fur}" stroke="${p.ink}" stroke-width="5"/>` +
    `<ellipse cx="200" cy="200" rx="34" ry="26" fill="${p.light}"/>` +
    `<circle cx="172" cy="160" r="8" fill="${p.ink}"/><circle cx="228" cy="160" r="8" fill="${p.ink}"/>` +
    `<ellipse cx="200" cy="190" rx="11" ry="8" fill="${p.ink}"/>` +
    `<path d="M188 208q12 10 24 0" fill="none" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${heart(200, 278, 18)}" fill="${p.accent === fur ? p.second : p.accent}"/>`
  );
}

export function bouquet(p: Palette, variant: number): string {
  const petal = pick([p.accent, p.second, p.ink], variant);
  const flower = (x: number, y: number, r: number, colour: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${round(r * 0.55)}" fill="${p.light}" opacity=".45"/><circle cx="${x}" cy="${y}" r="${round(r * 0.25)}" fill="${colour}"/>`;
  return (
    `<path d="M200 300l-40-120M200 300l0-130M200 300l40-120" stroke="#3C7A3C" stroke-width="6"/>` +
    `<path d="M150 200q-30-10-40 10q30 10 40-10zM250 200q30-10 40 10q-30 10-40-10z" fill="#4C9A4C"/>` +
    flower(160, 170, 30, petal) +
    flower(240, 170, 30, petal) +
    flower(200, 135, 34, p.accent) +
    flower(200, 195, 26, p.second) +
    `<path d="M150 240h100l-30 90h-40z" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>` +
    `<path d="M176 270l24 18 24-18-6 26h-36z" fill="${p.accent}"/>`
  );
}

export function pottedPlant(p: Palette, variant: number): string {
  const leaves = pick(
    [
      `<path d="M200 230q-70-30-60-110q60 30 60 110zM200 230q70-30 60-110q-60 30-60 110zM200 230q-10-80 0-130q10 50 0 130z" fill="#3E8E5A"/>`,
      `<ellipse cx="170" cy="190" rx="26" ry="40" fill="#4C9A4C"/><ellipse cx="230" cy="180" rx="28" ry="44" fill="#3E8E5A"/><ellipse cx="200" cy="150" rx="24" ry="42" fill="#5DAE5D"/>`,
      `<circle cx="200" cy="180" r="60" fill="#3E8E5A"/><circle cx="170" cy="160" r="30" fill="#5DAE5D"/><circle cx="232" cy="170" r="26" fill="#5DAE5D"/>`,
    ],
    variant,
  );
  return (
    leaves +
    `<path d="M140 230h120l-16 90h-88z" fill="${p.accent}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="132" y="222" width="136" height="22" rx="6" fill="${p.second}" stroke="${p.ink}" stroke-width="5"/>`
  );
}

export function necklace(p: Palette, variant: number): string {
  const gem = pick([p.accent, p.ink, p.second], variant);
  return (
    `<path d="M110 110q90 200 180 0" fill="none" stroke="#C9A227" stroke-width="7"/>` +
    `<path d="M110 110q90 200 180 0" fill="none" stroke="#F3D77A" stroke-width="3" stroke-dasharray="2 10"/>` +
    `<path d="M200 230l-30 30 30 50 30-50z" fill="${gem}" stroke="#C9A227" stroke-width="6"/>` +
    `<path d="M200 240l-16 20 16 28 16-28z" fill="${p.light}" opacity=".45"/>` +
    `<circle cx="200" cy="222" r="10" fill="#F3D77A" stroke="#C9A227" stroke-width="4"/>`
  );
}

export function ring(p: Palette, variant: number): string {
  const gem = pick([p.accent, p.ink, p.second], variant);
  return (
    `<circle cx="200" cy="240" r="72" fill="none" stroke="#C9A227" stroke-width="18"/>` +
    `<circle cx="200" cy="240" r="72" fill="none" stroke="#F3D77A" stroke-width="6"/>` +
    `<path d="M170 170l30-45 30 45-30 24z" fill="${gem}" stroke="#C9A227" stroke-width="6"/>` +
    `<path d="M186 165l14-22 14 22z" fill="${p.light}" opacity=".6"/>`
  );
}

export function diya(p: Palette, variant: number): string {
  const flame = pick([p.second, '#FFD23F', p.accent], variant);
  return (
    `<path d="M200 120q30 40 0 80q-30-40 0-80z" fill="${flame}"/>` +
    `<path d="M200 145q14 22 0 44q-14-22 0-44z" fill="${p.light}" opacity=".8"/>` +
    `<path d="M110 220q90 110 180 0z" fill="${p.accent}" stroke="${p.ink}" stroke-width="5"/>` +
    `<path d="M110 220q90 24 180 0" fill="none" stroke="${p.ink}" stroke-width="5"/>` +
    `<path d="M140 250q60 40 120 0" fill="none" stroke="${p.second}" stroke-width="6" stroke-dasharray="4 10" stroke-linecap="round"/>` +
    `<path d="M290 220q24-10 30-30" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`
  );
}

export function candle(p: Palette, variant: number): string {
  const wax = pick([p.light, p.second, p.backgroundBottom], variant);
  return (
    `<rect x="150" y="170" width="100" height="150" rx="10" fill="${wax}" stroke="${p.ink}" stroke-width="5"/>` +
    `<ellipse cx="200" cy="170" rx="50" ry="10" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="150" y="230" width="100" height="30" fill="${p.accent}" opacity=".8"/>` +
    `<path d="M200 160v-16" stroke="${p.ink}" stroke-width="4"/>` +
    `<path d="M200 96q24 30 0 52q-24-22 0-52z" fill="#FFB703"/><path d="M200 116q10 14 0 26q-10-12 0-26z" fill="${p.light}"/>`
  );
}

export function rangoli(p: Palette, variant: number): string {
  const petals: string[] = [];
  const count = pick([8, 10, 12], variant);
  for (let i = 0; i < count; i++) {
    const angle = (360 / count) * i;
    petals.push(
      `<ellipse cx="200" cy="150" rx="18" ry="44" fill="${i % 2 === 0 ? p.accent : p.second}" transform="rotate(${angle} 200 210)"/>`,
    );
  }
  return (
    `<circle cx="200" cy="210" r="110" fill="${p.light}" opacity=".6"/>` +
    petals.join('') +
    `<circle cx="200" cy="210" r="40" fill="${p.ink}"/><circle cx="200" cy="210" r="24" fill="${p.second}"/><circle cx="200" cy="210" r="10" fill="${p.accent}"/>`
  );
}

export function notebook(p: Palette, variant: number): string {
  const cover = pick([p.accent, p.ink, p.second], variant);
  return (
    `<rect x="130" y="100" width="150" height="210" rx="10" fill="${cover}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="130" y="100" width="26" height="210" fill="${p.ink}" opacity=".35"/>` +
    `<rect x="176" y="140" width="84" height="44" rx="6" fill="${p.light}"/>` +
    `<path d="M188 156h60M188 170h40" stroke="${p.ink}" stroke-width="4" opacity=".6"/>` +
    `<path d="M250 100v60l12-10 12 10v-60" fill="${p.second === cover ? p.accent : p.second}"/>` +
    `<path d="M296 130l14 14-70 140-18 6 4-20z" fill="${p.second}" stroke="${p.ink}" stroke-width="4"/>`
  );
}

export function envelope(p: Palette, variant: number): string {
  const seal = pick([p.accent, p.ink, p.second], variant);
  return (
    `<rect x="100" y="140" width="200" height="140" rx="8" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>` +
    `<path d="M100 148l100 78 100-78" fill="${p.second}" stroke="${p.ink}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M100 280l80-62M300 280l-80-62" stroke="${p.ink}" stroke-width="4" opacity=".5"/>` +
    `<path d="${heart(200, 224, 20)}" fill="${seal}"/>`
  );
}

export function cake(p: Palette, variant: number): string {
  const icing = pick([p.accent, p.second, p.light], variant);
  return (
    `<rect x="120" y="200" width="160" height="100" rx="10" fill="${p.second}" stroke="${p.ink}" stroke-width="5"/>` +
    `<path d="M120 214q20 24 40 0t40 0t40 0t40 0v-10h-160z" fill="${icing}" stroke="${p.ink}" stroke-width="4"/>` +
    `<rect x="150" y="150" width="100" height="56" rx="8" fill="${p.light}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="196" y="118" width="8" height="32" fill="${p.accent}"/><path d="M200 96q12 14 0 22q-12-8 0-22z" fill="#FFB703"/>` +
    `<circle cx="150" cy="250" r="6" fill="${p.accent}"/><circle cx="200" cy="260" r="6" fill="${p.accent}"/><circle cx="250" cy="250" r="6" fill="${p.accent}"/>`
  );
}

export function clock(p: Palette, variant: number): string {
  const [hour, minute] = pick(
    [
      [300, 60],
      [40, 180],
      [120, 270],
    ],
    variant,
  );
  return (
    `<circle cx="200" cy="210" r="100" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>` +
    `<circle cx="200" cy="210" r="84" fill="${p.light}"/>` +
    `<path d="M200 136v12M200 272v12M126 210h12M262 210h12" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M200 210v-46" stroke="${p.ink}" stroke-width="7" stroke-linecap="round" transform="rotate(${hour} 200 210)"/>` +
    `<path d="M200 210v-66" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" transform="rotate(${minute} 200 210)"/>` +
    `<circle cx="200" cy="210" r="8" fill="${p.ink}"/>`
  );
}

export function giftBox(p: Palette, variant: number): string {
  const paper = pick([p.accent, p.second, p.ink], variant);
  const ribbon = paper === p.second ? p.accent : p.second;
  return (
    `<rect x="120" y="180" width="160" height="130" rx="8" fill="${paper}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="108" y="150" width="184" height="40" rx="8" fill="${paper}" stroke="${p.ink}" stroke-width="5"/>` +
    `<rect x="188" y="150" width="24" height="160" fill="${ribbon}"/>` +
    `<path d="M200 150q-60-60-70-10q10 20 70 10zM200 150q60-60 70-10q-10 20-70 10z" fill="${ribbon}" stroke="${p.ink}" stroke-width="5"/>` +
    `<circle cx="200" cy="150" r="12" fill="${ribbon}" stroke="${p.ink}" stroke-width="5"/>`
  );
}
