import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A start-up problem whose message says all there is to say (no stack trace needed). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A clear message for the errors people actually hit when a server starts. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is already in use. Stop whatever uses it, or choose another port with PORT=…`,
    );
  }
  if (error.code === 'EACCES')
    return new StartupError(`Not allowed to listen on ${host}:${port}. Choose a port above 1024.`);
  return error;
}

/** Listens on host:port and resolves with the port it got (the OS picks one for 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(listenError(error, host, port));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The URL a browser on this machine reaches a server at that listens on host:port. */
export function localUrl(host: string, port: number): string {
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${urlHost}:${port}`;
}
