// A local SMTP server for tests that check real mail delivery (smtp-server on 127.0.0.1, a random port).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; data: string };

type Options = {
  /** Listen on this port (e.g. one a test pointed SMTP_URL at while nothing listened there yet). */
  port?: number;
  /** Answer each message only after this many milliseconds, like a slow provider. */
  delayMs?: number;
  /** Refuse this many messages first, with `refuseCode` (a 4xx "try later" or a 5xx), before accepting any. */
  refuseFirst?: number;
  refuseCode?: number;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives (refused messages are not kept). */
export async function startSmtpServer({
  port = 0,
  delayMs = 0,
  refuseFirst = 0,
  refuseCode = 451,
}: Options = {}) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: the module's built-in test certificate has expired.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused++;
          const error = Object.assign(new Error('Not now, try again later'), { responseCode: refuseCode });
          callback(error);
          return;
        }
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    /** How many messages it has refused so far. */
    refusals: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
