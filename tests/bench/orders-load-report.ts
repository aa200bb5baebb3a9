// The bench:orders tables: one row per scenario, with the answers by code, the transaction retries and the check.
import type { Scenario } from './orders-load-scenarios.js';

export interface Answer {
  readonly ms: number;
  readonly code: string;
  readonly orderId: string | null;
  readonly key: string;
  /** How many times the order was asked (more than 1: asked again with its key after BUSY or an unknown outcome). */
  readonly asks: number;
}

export interface Check {
  lost: number;
  doubled: number;
  placedAnyway: number;
  oversold: number;
  overbooked: number;
}

export interface ScenarioResult {
  readonly scenario: Scenario;
  readonly answers: readonly Answer[];
  readonly seconds: number;
  readonly check: Check;
  /** Attempts beyond the first of the servers' Firestore transactions (null: a checkout without the counters). */
  readonly retries: number | null;
  /** The two servers' CPU time (user + system) over the scenario, per answer. */
  readonly cpuPerAnswerMs: number;
}

export const tableHeader =
  '| scenario | placed / tried | placed per s | p50 | p99 | answers by code | transaction retries | server CPU per answer | check |\n|---|---|---|---|---|---|---|---|---|';

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function formatMs(ms: number): string {
  return ms >= 1_000 ? `${(ms / 1_000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function tableRows(results: readonly ScenarioResult[]): string[] {
  return results.map(({ scenario, answers, seconds, check, retries, cpuPerAnswerMs }) => {
    const placed = answers.filter((answer) => answer.orderId !== null);
    const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const codes = new Map<string, { count: number; ms: number[] }>();
    for (const answer of answers) {
      const entry = codes.get(answer.code) ?? { count: 0, ms: [] };
      entry.count += 1;
      entry.ms.push(answer.ms);
      codes.set(answer.code, entry);
    }
    const byCode = [...codes]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([code, { count, ms }]) => {
        const times = ms.sort((a, b) => a - b);
        return `${code} ${count} (p50 ${formatMs(percentile(times, 0.5))}, p99 ${formatMs(percentile(times, 0.99))})`;
      })
      .join('; ');
    const askedAgain = answers.filter((answer) => answer.asks > 1).length;
    const byCodeAndAsks = askedAgain > 0 ? `${byCode}; asked again: ${askedAgain}` : byCode;
    const checks = `lost ${check.lost}, doubled ${check.doubled}, placed anyway ${check.placedAnyway}, oversold ${check.oversold}, overbooked ${check.overbooked}`;
    return `| ${scenario.label} | ${placed.length} / ${answers.length} | ${(placed.length / seconds).toFixed(1)} | ${formatMs(percentile(sorted, 0.5))} | ${formatMs(percentile(sorted, 0.99))} | ${byCodeAndAsks} | ${retries ?? 'n/a'} | ${formatMs(cpuPerAnswerMs)} | ${checks} |`;
  });
}
