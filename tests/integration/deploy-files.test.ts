// The deployment files, read as text: no container engine runs on the development machines, so these are checked
// for the properties a launch depends on rather than built.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** A file's text, or '' when it is missing (so each check fails on its own). */
const read = (file: string) => {
  try {
    return readFileSync(`${repo}/${file}`, 'utf8');
  } catch {
    return '';
  }
};
/** The Node line that is Active LTS now; images and the README name it. */
const NODE_LTS = 24;

/** A Dockerfile's instructions (continuation lines joined, comments dropped), split into its stages. */
function stages(dockerfile: string): { from: string; instructions: string[] }[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const result: { from: string; instructions: string[] }[] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) result.push({ from: instruction, instructions: [] });
    else result.at(-1)?.instructions.push(instruction);
  }
  return result;
}

describe('the production Dockerfile', () => {
  const all = stages(read('Dockerfile'));
  const runtime = all.at(-1) ?? { from: '', instructions: [] };
  const runtimeText = runtime.instructions.join('\n');

  it('builds in one stage and runs from another, both on the current Node LTS', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all)
      expect(stage.from).toMatch(new RegExp(`^FROM node:${NODE_LTS}(-[a-z0-9-]+)?(@sha256:\\w+)?\\s`));
    expect(all[0]!.instructions.join('\n')).toMatch(/RUN npm run build/);
  });

  it('runs as a non-root user', () => {
    const users = runtime.instructions.filter((line) => /^USER\s/i.test(line));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER\s+(root|0)(:|\s|$)/i);
  });

  it('has a health check against /healthz', () => {
    expect(runtimeText).toMatch(/^HEALTHCHECK\s.*\/healthz/m);
  });

  it('holds production dependencies and the build only, and starts the production entry in production mode', () => {
    expect(runtimeText).toMatch(/npm ci [^\n]*--omit=dev/);
    // Nothing from the build stage's node_modules (its devDependencies) and no sources: dist/ and the schema.
    const copied = runtime.instructions.filter((line) => /^COPY\s/i.test(line));
    expect(copied.join('\n')).not.toMatch(/node_modules|COPY \. /);
    expect(copied.filter((line) => /--from=/.test(line))).toEqual([expect.stringMatching(/\/app\/dist \.\/dist$/)]);
    expect(runtimeText).toMatch(/^ENV .*APP_MODE=production/m);
    expect(runtimeText).toMatch(/^CMD \["node", "dist\/server\/src\/main\.js"\]$/m);
  });

  it('keeps dependencies, builds, saved data, secrets and history out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.git', '.env', '*service-account*.json']) {
      expect(ignored).toContain(entry);
    }
  });
});

describe('docker-compose.yml (the local stack)', () => {
  const compose = read('docker-compose.yml');

  it('publishes its ports on loopback only (a public demo admin and an Auth emulator that takes unsigned tokens)', () => {
    const ports = [...compose.matchAll(/^\s+-\s+"?([\d.:]+)"?\s*$/gm)]
      .map((match) => match[1]!)
      .filter((entry) => /^(\d+\.){0,3}\d*:?\d+:\d+$/.test(entry));
    expect(ports).toEqual(['127.0.0.1:3000:3000', '127.0.0.1:9099:9099']);
  });

  it('runs on the current Node LTS', () => {
    expect(compose).toMatch(new RegExp(`FROM node:${NODE_LTS}-`));
    expect(compose).not.toMatch(/FROM node:(1\d|20|22)\b/);
  });
});

describe('the Node version', () => {
  it('the README names the current LTS, and local development still runs on 20.19+', () => {
    const readme = read('README.md');
    expect(readme).toMatch(new RegExp(`Node ${NODE_LTS}\\b[^\\n]*LTS`));
    expect(JSON.parse(read('package.json')).engines.node).toBe('>=20.19');
    expect(read('.ci/run')).toMatch(/a>20\|\|\(a===20&&b>=19\)/);
  });
});

describe("the README's launch checklist", () => {
  const readme = read('README.md');
  const checklist = readme.slice(
    readme.indexOf('### Launch checklist'),
    readme.indexOf('\n## ', readme.indexOf('### Launch checklist')),
  );

  it.each([
    ['SMS region policy', /SMS region policy.*India/],
    ['App Check enforcement for phone sign-in', /App Check enforced for phone sign-in/],
    ['e-mail enumeration protection', /E-mail enumeration protection/],
    ['billing alerts', /Billing alerts/],
    ['live Razorpay keys and webhook secret', /Live Razorpay keys.*rzp_live_[\s\S]*webhook's secret/],
    ['PUBLIC_URL', /`PUBLIC_URL`/],
  ])('names %s', (_item, text) => {
    expect(readme).toContain('### Launch checklist');
    expect(checklist).toMatch(text);
  });
});
