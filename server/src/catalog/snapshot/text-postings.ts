/** Marks a product without a text in that place (no subcategory). */
export const NO_TEXT = -1;

/**
 * Which products use each text, as names and in their other searched fields (compressed rows: the products of text
 * t are list[start[t]] … list[start[t+1]-1]). Built in two linear passes per snapshot.
 */
export class TextPostings {
  /** Read-only outside: the products of text t as a name are nameList[nameStart[t]] … nameList[nameStart[t+1]-1]. */
  readonly nameStart: Int32Array;
  readonly nameList: Int32Array;
  /** Likewise for the other searched fields (a product once per use). */
  readonly otherStart: Int32Array;
  readonly otherList: Int32Array;

  constructor(
    readonly textCount: number,
    nameText: Int32Array,
    otherTexts: Int32Array,
  ) {
    [this.nameStart, this.nameList] = compressedRows(textCount, nameText, 1);
    [this.otherStart, this.otherList] = compressedRows(textCount, otherTexts, 3);
  }

  /** Calls `visit` with every product using the text, as a name or in another field (a product once per use). */
  forEachProduct(textId: number, visit: (ordinal: number) => void): void {
    if (textId >= this.textCount) return;
    for (let i = this.nameStart[textId]!; i < this.nameStart[textId + 1]!; i++) visit(this.nameList[i]!);
    for (let i = this.otherStart[textId]!; i < this.otherStart[textId + 1]!; i++) visit(this.otherList[i]!);
  }
}

/** Groups product ordinals by the text ids in `texts` (`perProduct` ids per product; NO_TEXT skipped). */
function compressedRows(textCount: number, texts: Int32Array, perProduct: number): [Int32Array, Int32Array] {
  const start = new Int32Array(textCount + 1);
  for (const id of texts) if (id !== NO_TEXT) start[id + 1]!++;
  for (let id = 0; id < textCount; id++) start[id + 1]! += start[id]!;
  const next = start.slice(0, textCount);
  const list = new Int32Array(start[textCount]!);
  for (let i = 0; i < texts.length; i++) {
    const id = texts[i]!;
    if (id !== NO_TEXT) list[next[id]!++] = Math.floor(i / perProduct);
  }
  return [start, list];
}
