import net from 'node:net';

export type NamedPort = { port: number; purpose: string };

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first port already taken on `host`, if any. */
export async function findBusyPort(ports: readonly NamedPort[], host = '127.0.0.1'): Promise<NamedPort | undefined> {
  for (const candidate of ports) {
    if (!(await isFree(candidate.port, host))) return candidate;
  }
  return undefined;
}

export function busyPortMessage({ port, purpose }: NamedPort): string {
  return (
    `Le port ${port} (${purpose}) est déjà utilisé : arrêtez le programme qui l'occupe ou changez de port. ` +
    `/ Port ${port} (${purpose}) is already in use.`
  );
}

function listenOnAnyPort(host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => resolve(server));
  });
}

/**
 * `count` distinct ports the system reports free right now on `host` (held together while
 * chosen, so they differ; another process could still take one before it is used).
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listenOnAnyPort(host)));
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
