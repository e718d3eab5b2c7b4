import { button, type MailTemplates, markup, multiline, paragraph } from '../mail';

export interface ComplaintAnsweredData {
  complaintId: string;
  name: string;
  title: string;
  response: string;
  status: string;
}

export interface NewComplaintData {
  complaintId: string;
  title: string;
  description: string;
  customerName: string;
  customerEmail: string;
  type: string;
  category: string;
  priority: string;
}

export interface ComplaintReplyData {
  complaintId: string;
  title: string;
  reply: string;
  customerName: string;
  customerEmail: string;
  /** True when the reply opened a resolved or closed complaint again. */
  reopened: boolean;
}

/** The complaints' emails, by template, with the data each needs. */
export interface ComplaintMails {
  'complaint-answered': ComplaintAnsweredData;
  'complaint-new': NewComplaintData;
  'complaint-reply': ComplaintReplyData;
}

/** An answer to the shopper, a new complaint and a shopper's reply to the store (registered by ComplaintsModule). */
export const COMPLAINT_MAILS: MailTemplates<ComplaintMails> = {
  'complaint-answered': (complaint, context) => {
    const link = `${context.publicUrl}/complaint/${encodeURIComponent(complaint.complaintId)}`;
    return {
      subject: `We answered: ${complaint.title}`,
      preview: `Our answer to “${complaint.title}”`,
      body: markup`${paragraph(markup`Hello ${complaint.name},`)}${paragraph(markup`We answered your message “${complaint.title}” (now ${complaint.status}):`)}${paragraph(markup`<blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db">${multiline(complaint.response)}</blockquote>`)}${button('Read it on the site', link)}`,
      text: [
        `Hello ${complaint.name},`,
        '',
        `We answered your message "${complaint.title}" (now ${complaint.status}):`,
        '',
        complaint.response,
        '',
        `Read it on the site: ${link}`,
      ].join('\n'),
    };
  },
  'complaint-new': (complaint, context) => {
    const link = `${context.publicUrl}/admin/complaint/${encodeURIComponent(complaint.complaintId)}`;
    const facts = `${complaint.type}, ${complaint.category}, priority ${complaint.priority}`;
    return {
      subject: `New ${complaint.type}: ${complaint.title}`,
      preview: `From ${complaint.customerName}`,
      body: markup`${paragraph(markup`<strong>${complaint.title}</strong><br />From ${complaint.customerName} &lt;${complaint.customerEmail}&gt; · ${facts}`)}${paragraph(multiline(complaint.description))}${button('Answer it', link)}`,
      text: [
        complaint.title,
        `From ${complaint.customerName} <${complaint.customerEmail}> - ${facts}`,
        '',
        complaint.description,
        '',
        `Answer it: ${link}`,
      ].join('\n'),
    };
  },
  'complaint-reply': (reply, context) => {
    const link = `${context.publicUrl}/admin/complaint/${encodeURIComponent(reply.complaintId)}`;
    const reopened = reply.reopened ? ' It is open again.' : '';
    return {
      subject: `Reply: ${reply.title}`,
      preview: `${reply.customerName} replied`,
      body: markup`${paragraph(markup`<strong>${reply.title}</strong><br />${reply.customerName} &lt;${reply.customerEmail}&gt; replied.${reopened}`)}${paragraph(markup`<blockquote style="margin:0;padding-left:12px;border-left:3px solid #d1d5db">${multiline(reply.reply)}</blockquote>`)}${button('Answer it', link)}`,
      text: [
        reply.title,
        `${reply.customerName} <${reply.customerEmail}> replied.${reopened}`,
        '',
        reply.reply,
        '',
        `Answer it: ${link}`,
      ].join('\n'),
    };
  },
};
