/**
 * A start-up failure the person running the shop can act on: what went wrong and what to do about it.
 * The entry scripts print `message` and `hint` instead of a stack trace.
 */
export class StackStartupError extends Error {
  override readonly name = 'StackStartupError';

  constructor(
    message: string,
    readonly hint: string,
    readonly details?: string,
  ) {
    super(message);
  }

  /** The text a person reads: the problem, what to do, and the tail of any emulator output. */
  describe(): string {
    const parts = [`✖ ${this.message}`, `  → ${this.hint.split('\n').join('\n    ')}`];
    if (this.details) parts.push('', '  Last emulator output:', indent(this.details, '    '));
    return parts.join('\n');
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
