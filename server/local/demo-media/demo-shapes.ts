// Small shapes and helpers the demo pictures are drawn with.
import type { Palette } from './demo-palettes.js';

/** A deterministic sprinkle of dots, stars or hearts around the edges (never behind the centre motif). */
export function backgroundPattern(p: Palette, seed: number): string {
  const shapes: string[] = [];
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
  const kind = Math.floor(next() * 3);
  for (let i = 0; i < 14; i++) {
    const x = Math.round(next() * 380 + 10);
    const y = Math.round(next() * 380 + 10);
    if (Math.hypot(x - 200, y - 210) < 150) continue;
    const colour = i % 2 === 0 ? p.accent : p.second;
    const size = Math.round(next() * 5 + 4);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" opacity=".35"/>`);
    else if (kind === 1) shapes.push(`<path d="${star(x, y, size + 3)}" fill="${colour}" opacity=".4"/>`);
    else shapes.push(`<path d="${heart(x, y, size + 2)}" fill="${colour}" opacity=".35"/>`);
  }
  return shapes.join('');
}

export function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 8; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 4) * i - Math.PI / 2;
    points.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

export function heart(cx: number, cy: number, s: number): string {
  return (
    `M${cx} ${round(cy + s)}C${round(cx - s * 1.6)} ${round(cy - s * 0.2)} ${round(cx - s * 0.6)} ${round(cy - s * 1.3)} ${cx} ` +
    `${round(cy - s * 0.4)}C${round(cx + s * 0.6)} ${round(cy - s * 1.3)} ${round(cx + s * 1.6)} ${round(cy - s * 0.2)} ${cx} ${round(cy + s)}Z`
  );
}

/** One of three versions of a detail, chosen by the picture's variant (0, 1 or 2). */
export function pick<T>(options: readonly [T, T, T], variant: number): T {
  return options[variant % 3] ?? options[0];
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
