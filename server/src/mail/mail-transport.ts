import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig, type MailSettings } from '../config/app-config';
import type { RenderedMail } from './templates/layout';

/** An SMTP exchange that hangs gives up well within the outbox's lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export interface Envelope {
  /** The outbox key: the Message-ID is made from it, so a repeated send is recognisably the same message. */
  key: string;
  to: string;
  replyTo?: string;
}

/** The host part of Message-IDs. */
const hostOf = (publicUrl: string) => new URL(publicUrl).hostname || 'bookstore';

/** An SMTP URL without its password, for the log. */
export const describeSmtp = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

/**
 * Hands a rendered message over: to the SMTP server of SMTP_URL, or (development without it) to a
 * `.eml` file under DATA_DIR/mail, named in one log line. In production without SMTP_URL the store
 * sends nothing and the outbox records nothing (`enabled` is false).
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly settings: MailSettings;
  private readonly transporter?: Transporter;
  private readonly host: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.mail;
    this.host = hostOf(config.publicUrl);
    if (this.settings.mode === 'smtp') this.transporter = createTransport({ url: this.settings.url, ...SMTP_TIMEOUTS });
    if (this.settings.mode === 'files') {
      this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  get enabled(): boolean {
    return this.settings.mode !== 'off';
  }

  /** The one start-up line saying where email goes. */
  describe(): string {
    switch (this.settings.mode) {
      case 'smtp':
        return `Email: sent through ${describeSmtp(this.settings.url)}`;
      case 'files':
        return `Email: written as .eml files under ${this.settings.dir} (SMTP_URL is not set)`;
      case 'off':
        return 'Email is off: SMTP_URL is not set, so no email is sent and password reset is unavailable';
    }
  }

  /** Sends `mail`; `storeName` (the shop's name now) names the sender unless MAIL_FROM fixes it. */
  async send(mail: RenderedMail, envelope: Envelope, storeName?: string): Promise<void> {
    if (!this.transporter) throw new Error('Email is off');
    const { senderAddress } = this.settings;
    const info = await this.transporter.sendMail({
      from: senderAddress && storeName ? { name: storeName, address: senderAddress } : this.settings.from,
      to: envelope.to,
      replyTo: envelope.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: `<${createHash('sha256').update(envelope.key).digest('hex').slice(0, 32)}@${this.host}>`,
    });
    if (this.settings.mode === 'files') {
      await mkdir(this.settings.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${envelope.key.replace(/[^\w-]+/g, '_')}.eml`;
      const file = join(this.settings.dir, name);
      await writeFile(file, info.message as Buffer);
      this.logger.log(`Mail to ${envelope.to} ("${mail.subject}") written to ${file}`);
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
