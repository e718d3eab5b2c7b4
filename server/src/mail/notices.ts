import type { MailMessage } from './templates/mail-templates';

/** To whom a notice's message goes. */
interface Addressed {
  /** Told apart within the notice (`shopper`, `store`): part of the outbox key. */
  recipient: string;
  to: string;
  replyTo?: string;
}

/** A message of its own, recorded under `<notice key>:<recipient>` and sent at once. */
export interface SingleMail extends Addressed {
  message: MailMessage;
}

/** A digest a notice's entry may join: one message that collects entries until `until`, then goes. */
export interface DigestTarget {
  /** The digest's key; the message is recorded under `<key>:<recipient>`. */
  key: string;
  until: Date;
  /** Its template and data besides the entries (the template's data lists them as `entries`). */
  message: MailMessage;
}

/** One entry of a digest, told apart from the others by `id`. */
export type DigestEntry = { id: string } & Record<string, unknown>;

/**
 * An entry of a digest instead of a message of its own ("add me to the digest `<key>`, due at
 * `<until>`"): the first of `into` still collecting lists it, once per entry id however often it is
 * relayed (a digest that has gone, or is going, without it takes no more; the next one is tried).
 */
export interface DigestMail extends Addressed {
  digest: {
    into: DigestTarget[];
    entry: DigestEntry;
    /** Fields of an entry listed already that keep the lowest value relayed (a book's stock). */
    lowest?: string[];
  };
}

/** A message a notice turns into: to whom, and what (a message of its own, or a digest's entry). */
export type NoticeMail = SingleMail | DigestMail;

/** A notice written with its event and not yet handed to the outbox. */
export interface PendingNotice {
  /** Unique per event, for example `order:<order id>:<notice id>`. */
  key: string;
  /** What to send (none when the recipient turned such emails off, or the store has no address). */
  mails: NoticeMail[];
  /** Removes the notice from the document that holds it, once its mails are in the outbox. */
  handed(): Promise<void>;
}

/**
 * A module whose documents carry notices: a notice is written in the very update that decides its
 * event (an order's move, a complaint's answer, a password reset), or is a document of its own (a
 * contact message, a low-stock alert), so a crash can never keep the event and lose its email. The
 * outbox asks every source for its pending notices, records each notice's mails under the notice's
 * key (a second record of a key is refused; a digest lists an entry once) and then has the source
 * remove the notice: a crash in between records nothing twice, and the next pass finishes.
 */
export interface NoticeSource {
  pendingNotices(limit: number): Promise<PendingNotice[]>;
}
