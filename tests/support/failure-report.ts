/**
 * The part of a Vitest run's output that says what failed, for printing again at the end of `npm test`: from the first
 * of Vitest's failure banners ("Failed Suites", "Failed Tests", "Unhandled Errors") to the end, which holds the summary
 * counts. Long reports keep their head and their tail. Output without a banner (Vitest itself failed to start, or was
 * killed) is reported by its last lines.
 */
const BANNERS = ['Failed Suites', 'Failed Tests', 'Unhandled Error'];

export function failureReport(output: string, maxLines = 200): string {
  const lines = output.split('\n');
  // Colour codes, when forced, surround a banner's text; they never split its words.
  const first = lines.findIndex((line) => line.includes('⎯') && BANNERS.some((banner) => line.includes(banner)));
  const report = first === -1 ? lines.slice(-Math.min(60, maxLines)) : lines.slice(first);
  if (report.length <= maxLines) return ensureNewline(report.join('\n'));
  const tail = Math.floor(maxLines / 4);
  const head = maxLines - tail;
  const skipped = report.length - head - tail;
  return ensureNewline([...report.slice(0, head), `… ${skipped} lines left out …`, ...report.slice(-tail)].join('\n'));
}

function ensureNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
