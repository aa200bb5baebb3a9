/** Marks a product without a text in that place (no subcategory). */
export const NO_TEXT = -1;

/**
 * Which products use each text, as names and in their other searched fields (compressed rows: the products of text
 * t are list[start[t]] … list[start[t+1]-1]). Built in two linear passes per snapshot.
 */
export class TextPostings {
  private readonly nameStart: Int32Array;
  private readonly nameList: Int32Array;
  private readonly otherStart: Int32Array;
  private readonly otherList: Int32Array;
  /** Visit marks per product: equal to the current visit number once a product was collected. */
  private readonly marks: Int32Array;
  private visit = 0;

  constructor(
    private readonly textCount: number,
    nameText: Int32Array,
    otherTexts: Int32Array,
  ) {
    [this.nameStart, this.nameList] = compressedRows(textCount, nameText, 1);
    [this.otherStart, this.otherList] = compressedRows(textCount, otherTexts, 3);
    this.marks = new Int32Array(nameText.length);
  }

  /** How many (text, product) pairs the texts lead to: the work of collecting through them. */
  reach(textIds: Int32Array): number {
    let total = 0;
    for (const id of textIds) {
      if (id >= this.textCount) break;
      total += this.nameStart[id + 1]! - this.nameStart[id]! + this.otherStart[id + 1]! - this.otherStart[id]!;
    }
    return total;
  }

  newVisit(): number {
    if (this.visit === 0x7fffffff) {
      this.marks.fill(0);
      this.visit = 0;
    }
    return ++this.visit;
  }

  /** Calls `visit` with every product using the text, as a name or in another field (a product once per use). */
  forEachProduct(textId: number, visit: (ordinal: number) => void): void {
    if (textId >= this.textCount) return;
    for (let i = this.nameStart[textId]!; i < this.nameStart[textId + 1]!; i++) visit(this.nameList[i]!);
    for (let i = this.otherStart[textId]!; i < this.otherStart[textId + 1]!; i++) visit(this.otherList[i]!);
  }

  /** Products using any of the texts (as names, or in other fields) not collected before in this visit. */
  collect(textIds: Int32Array, field: 'name' | 'other', visit: number): number[] {
    const [start, list] = field === 'name' ? [this.nameStart, this.nameList] : [this.otherStart, this.otherList];
    const found: number[] = [];
    for (const id of textIds) {
      if (id >= this.textCount) break;
      for (let i = start[id]!; i < start[id + 1]!; i++) {
        const ordinal = list[i]!;
        if (this.marks[ordinal] === visit) continue;
        this.marks[ordinal] = visit;
        found.push(ordinal);
      }
    }
    return found;
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
