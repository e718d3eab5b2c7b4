import { Injectable } from '@nestjs/common';
import type { DomainEvent, EventType } from '../common/events/event-bus';
import { MailTransport } from './mail-transport';
import type { NoticeSource } from './notices';
import type { MailContext, MailParts } from './templates/layout';
import type { MailMessage, MailTemplate } from './templates/mail-templates';

/**
 * What the domains tell the mail module, at start-up, the way image holders register with the
 * sweep: their notice sources (the documents whose notices the outbox relays) and their email
 * templates. Nothing here knows a domain: a template is a name and a function.
 */
@Injectable()
export class MailRegistry {
  private readonly sources = new Map<string, { source: NoticeSource; signalledBy: EventType<DomainEvent> }>();
  private readonly templates = new Map<string, MailTemplate<never>>();
  private storeNameSource?: () => Promise<string>;

  constructor(private readonly transport: MailTransport) {}

  /** Whether the store sends email at all (not in production without SMTP_URL). */
  get enabled(): boolean {
    return this.transport.enabled;
  }

  /**
   * A module whose documents carry notices (orders, complaints, accounts, …), and the events its
   * writes publish when they store one (`signalledBy`, a family of events): such an event has the
   * outbox relay this source alone, at once.
   */
  registerSource(name: string, source: NoticeSource, signalledBy: EventType<DomainEvent>): void {
    this.sources.set(name, { source, signalledBy });
  }

  /** A module's email templates, by name (see MailTemplates). */
  registerTemplates(templates: object): void {
    for (const [name, template] of Object.entries(templates as Record<string, MailTemplate<never>>)) {
      if (this.templates.has(name)) throw new Error(`The email template ${name} is registered twice`);
      this.templates.set(name, template);
    }
  }

  /**
   * Where the layout takes the store's name from when a message is rendered (the shop's identity,
   * which the admin may change at any time); without one, STORE_NAME as configured.
   */
  nameStoreFrom(source: () => Promise<string>): void {
    this.storeNameSource = source;
  }

  /** The store's name for a message rendered now; undefined when no source was registered. */
  storeName(): Promise<string> | undefined {
    return this.storeNameSource?.();
  }

  /** Every registered notice source, by name. */
  noticeSources(): Map<string, NoticeSource> {
    return new Map([...this.sources].map(([name, { source }]) => [name, source]));
  }

  /** The names of the sources `event` signals (by its family); none for an event no source registered. */
  sourcesSignalledBy(event: DomainEvent): string[] {
    return [...this.sources].filter(([, { signalledBy }]) => event instanceof signalledBy).map(([name]) => name);
  }

  /** The subject, body and text of a message, from its registered template. */
  partsOf(message: MailMessage, context: MailContext): MailParts {
    const template = this.templates.get(message.template) as MailTemplate<object> | undefined;
    if (!template) throw new Error(`No email template is registered as ${message.template}`);
    return template(message.data, context);
  }
}
