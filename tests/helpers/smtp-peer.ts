import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a free loopback port, for tests: it accepts (or, when told to, refuses) mail and parses
// what it receives, so a test reads a sign-in code the way a player would.

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  received: ReceivedMail[];
  /** The next mail to `address` not yet taken by an earlier call (already received, or the next to arrive). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Refuses recipients for which `refuse` answers true (a 550 at RCPT TO), until changed; null accepts everyone. */
  refuseRecipients(refuse: ((address: string) => boolean) | null): void;
  close(): Promise<void>;
}

interface Waiter {
  address: string;
  resolve(mail: ReceivedMail): void;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: Waiter[] = [];
  let refuse: ((address: string) => boolean) | null = null;

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    const index = waiters.findIndex((waiter) => mail.to.includes(waiter.address));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(mail);
      waiter!.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable (refused by the test)') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMailTo(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase();
      const waiting = received.find((mail) => !taken.has(mail) && mail.to.includes(wanted));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { address: wanted, resolve };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiter.resolve = (mail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        waiters.push(waiter);
      });
    },
    refuseRecipients(next) {
      refuse = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
