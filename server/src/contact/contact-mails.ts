import { type MailTemplates, markup, multiline, paragraph } from '../mail';

export interface ContactData {
  name: string;
  email: string;
  message: string;
}

/** The contact form's email, by template, with the data it needs. */
export interface ContactMails {
  contact: ContactData;
}

/** A visitor's message to the store, replied to by email (registered by ContactModule). */
export const CONTACT_MAILS: MailTemplates<ContactMails> = {
  contact: (message) => ({
    subject: `Contact form: ${message.name}`,
    preview: message.message.slice(0, 80),
    body: markup`${paragraph(markup`From ${message.name} &lt;${message.email}&gt;`)}${paragraph(multiline(message.message))}`,
    text: [`From ${message.name} <${message.email}>`, '', message.message].join('\n'),
  }),
};
