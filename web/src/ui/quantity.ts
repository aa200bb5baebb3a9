/** A wanted quantity as a whole number from 1 to `max` (1 when `max` is below 1 or the input is not a number). */
export function clampQuantity(wanted: number, max: number): number {
  if (!Number.isFinite(wanted)) return 1;
  return Math.max(1, Math.min(Math.floor(wanted), Math.max(1, max)));
}
