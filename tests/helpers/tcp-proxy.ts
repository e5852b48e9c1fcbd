import net from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on, at 127.0.0.1. */
  port: number;
  /**
   * Stops passing bytes, as a network outage would: connections are dropped at once, or with
   * `silently` kept open with nothing getting through either way (a partition no socket notices).
   */
  cut(options?: { silently?: boolean }): void;
  /** Passes connections again; those held through a silent cut are dropped. */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP proxy to `target` that a test can cut and restore, to put an outage between the app and a server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let state: 'open' | 'cut' | 'silent' = 'open';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while cut is the point; it must not become an uncaught error.
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (state === 'cut') client.destroy();
    if (state !== 'open') return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // Bytes pass only while the proxy is open: during a silent cut they are read and lost.
    client.on('data', (chunk) => state === 'open' && upstream.write(chunk));
    upstream.on('data', (chunk) => state === 'open' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: address.port,
    cut({ silently = false } = {}) {
      state = silently ? 'silent' : 'cut';
      if (!silently) dropAll();
    },
    restore() {
      if (state === 'silent') dropAll();
      state = 'open';
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
