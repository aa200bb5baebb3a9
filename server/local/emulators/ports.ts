import net from 'node:net';
import { StackStartupError } from './startup-error.js';

export const LOOPBACK = '127.0.0.1';

/** A port the OS says is free right now on loopback (there is a small race until someone binds it). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already listens on (or holds) the port on loopback. */
export async function isPortTaken(port: number, host = LOOPBACK): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

/**
 * Resolves the port a component should use: a free one when `requested` is 0 or undefined, otherwise `requested`
 * after checking nothing holds it, with an error that names the port, who wanted it and how to change it.
 */
export async function claimPort(requested: number | undefined, what: string, envVar?: string): Promise<number> {
  if (!requested) return findFreePort();
  if (!Number.isInteger(requested) || requested < 1 || requested > 65535) {
    throw new StackStartupError(
      `${what}: ${requested} is not a valid port number.`,
      'Use a whole number from 1 to 65535.',
    );
  }
  if (await isPortTaken(requested)) throw portTakenError(requested, what, envVar);
  return requested;
}

/** A port another process holds. */
export class PortTakenError extends StackStartupError {}

export function portTakenError(port: number, what: string, envVar?: string): StackStartupError {
  const change = envVar ? `\nOr use another port: ${envVar}=<port> npm start` : '';
  return new PortTakenError(
    `Port ${port} is already in use, so the ${what} cannot start.`,
    `See what holds it: lsof -i :${port}   (or: ss -ltnp 'sport = :${port}')\n` +
      `Stop that process (an earlier \`npm start\` may still be running), then try again.${change}`,
  );
}

/**
 * Starts something on a port: the one asked for, or a free one found just before. Between finding a free port and
 * binding it another process may take it (test files start emulators in parallel); a port we chose ourselves is then
 * chosen again, up to three times. A port asked for is never swapped for another.
 */
export async function withFreePortRetry<T>(requested: number | undefined, start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (requested || !(error instanceof PortTakenError) || attempt >= 3) throw error;
    }
  }
}
