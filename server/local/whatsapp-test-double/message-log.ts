// What the double has received: every accepted message per phone, in order, and the failures it was told to answer.

export interface ReceivedMessage {
  /** The wamid the double answered with, and the status webhooks name. */
  readonly id: string;
  /** The recipient as the request named it (digits, no "+"). */
  readonly to: string;
  readonly template: string;
  readonly language: string;
  readonly parameters: readonly string[];
  readonly receivedAt: string;
  /** The last status the double reported for it. */
  status: 'accepted' | 'sent' | 'delivered' | 'read';
}

/**
 * What the next sends answer instead of accepting: `server-error` (HTTP 500, code 131000: try again), `rate-limited`
 * (HTTP 429, code 130429) or `permanent` (HTTP 400, code 132001: the template does not exist; retrying cannot help).
 */
export type FailureMode = 'server-error' | 'rate-limited' | 'permanent';
export const FAILURE_MODES: readonly FailureMode[] = ['server-error', 'rate-limited', 'permanent'];

export class MessageLog {
  private readonly messages: ReceivedMessage[] = [];
  private failures: { mode: FailureMode; remaining: number } | null = null;
  private counter = 0;
  /** Send requests answered with a failure so far. */
  refused = 0;

  nextId(): string {
    this.counter += 1;
    return `wamid.LOCAL${String(this.counter).padStart(8, '0')}`;
  }

  add(message: ReceivedMessage): void {
    this.messages.push(message);
  }

  all(): readonly ReceivedMessage[] {
    return this.messages;
  }

  byPhone(): Map<string, ReceivedMessage[]> {
    const phones = new Map<string, ReceivedMessage[]>();
    for (const message of this.messages) phones.set(message.to, [...(phones.get(message.to) ?? []), message]);
    return phones;
  }

  find(id: string): ReceivedMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  /** The next `count` sends fail so (count 0 clears it). */
  failNext(mode: FailureMode, count: number): void {
    this.failures = count > 0 ? { mode, remaining: count } : null;
  }

  /** Takes one planned failure, if any. */
  takeFailure(): FailureMode | null {
    if (this.failures === null) return null;
    const { mode } = this.failures;
    this.failures.remaining -= 1;
    if (this.failures.remaining <= 0) this.failures = null;
    this.refused += 1;
    return mode;
  }

  pendingFailures(): { mode: FailureMode; remaining: number } | null {
    return this.failures === null ? null : { ...this.failures };
  }

  clear(): void {
    this.messages.length = 0;
    this.failures = null;
    this.refused = 0;
  }
}
