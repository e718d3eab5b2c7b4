import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/**
 * A real SMTP server in the test process, on a free port of 127.0.0.1: every message the store
 * sends arrives here. `refuse` makes it answer every message with a temporary failure (the mail
 * server down, as far as the store can tell); `hold` keeps each message's data unanswered until
 * `release` (the store is mid-send).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  refuse = false;
  private held: Array<() => void> = [];
  private holding = false;
  private arrivals: Array<() => void> = [];
  private server!: SMTPServer;
  port = 0;

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    sink.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const answer = async () => {
            if (sink.refuse) {
              const error = Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 });
              return callback(error);
            }
            const parsed = await simpleParser(Buffer.concat(chunks));
            const address = (field: typeof parsed.to) =>
              (Array.isArray(field) ? field : field ? [field] : []).map((entry) => entry.text).join(', ');
            sink.received.push({
              to: address(parsed.to),
              from: address(parsed.from),
              replyTo: address(parsed.replyTo),
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
            });
            callback();
            for (const resolve of sink.arrivals.splice(0)) resolve();
          };
          if (sink.holding) sink.held.push(() => void answer());
          else void answer();
          for (const resolve of sink.arrivals.splice(0)) resolve();
        });
      },
    });
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    sink.port = (sink.server.server.address() as AddressInfo).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages to this address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Keeps the data of every message from now on unanswered until `release`. */
  hold(): void {
    this.holding = true;
  }

  /** How many messages are being held. */
  get heldCount(): number {
    return this.held.length;
  }

  /** Forgets the held messages unanswered (their sender died mid-send: it never heard they arrived). */
  discardHeld(): void {
    this.holding = false;
    this.held.length = 0;
  }

  release(): void {
    this.holding = false;
    for (const answer of this.held.splice(0)) answer();
  }

  /** Resolves once `count` messages have arrived (or are held), or rejects after `ms`. */
  async waitFor(count: () => boolean, ms = 20_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!count()) {
      if (Date.now() > deadline) throw new Error(`no such mail within ${ms} ms; received: ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.arrivals.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  clear(): void {
    this.received.length = 0;
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
