// Reading settings from the environment: trimmed values, flags, whole numbers in a range, host:port and URLs,
// each refusing a malformed value with a ConfigError that says what to change.
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function value(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

export function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

export function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return parsed;
}

export function trustProxyOf(env: NodeJS.ProcessEnv): TrustProxy {
  try {
    return parseTrustProxy(value(env, 'TRUST_PROXY'));
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY ${(error as Error).message}`);
  }
}

export function hostPort(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = value(env, name);
  if (raw === null) return null;
  if (!/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(raw)) {
    throw new ConfigError(`${name} must look like host:port, for example 127.0.0.1:8085 (got "${raw}").`);
  }
  return raw;
}

export function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = value(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
  return url;
}
