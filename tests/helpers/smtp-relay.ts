import { connect, createServer, type Server } from 'node:net';

// The e2e server's SMTP_URL is fixed when it starts (playwright.config.ts), but each test's SMTP peer takes a free
// port: a relay on the fixed port forwards to the peer. Specs running side by side take turns on the port.

export interface SmtpRelay {
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/** Relays `port` to the peer's port; waits (up to `timeoutMs`) while another spec holds `port`. */
export async function relaySmtp(port: number, peerUrl: string, timeoutMs = 45_000): Promise<SmtpRelay> {
  const peerPort = Number(new URL(peerUrl).port);
  const relay = createServer((socket) => {
    const upstream = connect(peerPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await listen(relay, port);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      // The other spec closes its relay when its test ends: try again shortly.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { close: () => new Promise<void>((resolve) => relay.close(() => resolve())) };
}
