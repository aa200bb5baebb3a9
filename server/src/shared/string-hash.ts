/** A 32-bit FNV-1a hash of a string's UTF-16 code units (fast, not for security), never 0 (callers use 0 as empty). */
export function stringHash(key: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash === 0 ? 1 : hash;
}
