import type { MailMessage } from './templates/mail-templates';

/** A message a notice turns into: to whom, and what. */
export interface NoticeMail {
  /** Told apart within the notice (`shopper`, `store`): part of the outbox key. */
  recipient: string;
  to: string;
  replyTo?: string;
  message: MailMessage;
}

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
 * event (an order's move, a complaint's answer, a password reset), so a crash can never keep the
 * event and lose its email. The outbox asks every source for its pending notices, records each
 * notice's mails under the notice's key (a second record of a key is refused) and then has the
 * source remove the notice: a crash in between records nothing twice, and the next pass finishes.
 */
export interface NoticeSource {
  pendingNotices(limit: number): Promise<PendingNotice[]>;
}
