import net from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on, at 127.0.0.1. */
  port: number;
  /** Drops every connection through it and refuses new ones, as a network outage would. */
  cut(): void;
  /** Passes connections again. */
  restore(): void;
  close(): Promise<void>;
};

/** A TCP proxy to `target` that a test can cut and restore, to put an outage between the app and a server. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset while cut is the point; it must not become an uncaught error.
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
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
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
