/**
 * The mail module's public entry, the one place other modules import email from: the module, the
 * registry their notice sources and templates join, and what templates are written with.
 */
export { MailModule } from './mail.module';
export { MailRegistry } from './mail-registry';
export { NoticeFlags, withNotice } from './notice-flags';
export type { DigestTarget, NoticeMail, NoticeSource, PendingNotice } from './notices';
export { button, paragraph, renderMail, type MailContext, type MailParts } from './templates/layout';
export type { MailMessage, MailTemplate, MailTemplates, MessageOf } from './templates/mail-templates';
export { markup, type Markup, money, multiline } from './templates/markup';
