import type { MailContext, MailParts } from './layout';

/**
 * A message to one recipient, as the outbox stores it: the name of a registered template and its
 * data. It is rendered when it is sent.
 */
export interface MailMessage {
  template: string;
  data: object;
}

/** A template: the subject, body and text of one message from its data and the store's context. */
export type MailTemplate<D> = (data: D, context: MailContext) => MailParts;

/**
 * A module's templates by name, from the map of each template's data (`{ 'order-placed':
 * OrderMailData }`). Names are unique across the store: registering one twice fails at start-up.
 * Every value from a person is interpolated through `markup`, which escapes it.
 */
export type MailTemplates<M> = { [T in keyof M]: MailTemplate<M[T]> };

/** A message of one of a module's templates, its data checked against that template's. */
export type MessageOf<M> = { [T in keyof M & string]: { template: T; data: M[T] } }[keyof M & string];
