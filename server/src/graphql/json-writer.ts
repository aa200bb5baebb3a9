/** JSON text built as strings, with kept byte runs (a product's JSON) placed between them, copied once at the end. */
export class JsonWriter {
  private readonly parts: (string | Buffer)[] = [];
  private text: string;

  constructor(start: string) {
    this.text = start;
  }

  write(text: string): void {
    this.text += text;
  }

  place(bytes: Buffer): void {
    if (this.text !== '') this.parts.push(this.text);
    this.text = '';
    this.parts.push(bytes);
  }

  finish(end: string): Buffer {
    this.parts.push(this.text + end);
    let length = 0;
    for (const part of this.parts) length += typeof part === 'string' ? utf8Length(part) : part.length;
    const bytes = Buffer.allocUnsafe(length);
    let offset = 0;
    for (const part of this.parts) {
      if (typeof part !== 'string') {
        bytes.set(part, offset);
        offset += part.length;
      } else if (part.length <= SHORT_TEXT && isAscii(part)) {
        // Most runs between products are a comma or a few brackets: a native call each would cost more than the copy.
        for (let index = 0; index < part.length; index++) bytes[offset + index] = part.charCodeAt(index);
        offset += part.length;
      } else offset += bytes.write(part, offset);
    }
    return bytes;
  }
}

/** Texts up to this long are measured and copied in JavaScript when they are ASCII. */
const SHORT_TEXT = 32;

function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

function utf8Length(text: string): number {
  return text.length <= SHORT_TEXT && isAscii(text) ? text.length : Buffer.byteLength(text);
}
