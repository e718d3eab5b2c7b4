import { checkEveryTemplate, HOSTILE } from '../../test/setup/mail-templates';
import type { MessageOf } from '../mail';
import { COMPLAINT_MAILS, type ComplaintMails } from './complaint-mails';

/** One message of each template, every text field a value a person could have typed. */
const MESSAGES: Array<MessageOf<ComplaintMails>> = [
  {
    template: 'complaint-answered',
    data: { complaintId: 'c1', name: HOSTILE, title: HOSTILE, response: HOSTILE, status: 'resolved' },
  },
  {
    template: 'complaint-new',
    data: {
      complaintId: 'c1',
      title: HOSTILE,
      description: HOSTILE,
      customerName: HOSTILE,
      customerEmail: 'a@b.c',
      type: 'complaint',
      category: 'other',
      priority: 'high',
    },
  },
  {
    template: 'complaint-reply',
    data: {
      complaintId: 'c1',
      title: HOSTILE,
      reply: HOSTILE,
      customerName: HOSTILE,
      customerEmail: 'a@b.c',
      reopened: true,
    },
  },
];

describe('complaint emails', () => {
  checkEveryTemplate(COMPLAINT_MAILS, MESSAGES);
});
