import { checkEveryTemplate, HOSTILE } from '../../test/setup/mail-templates';
import { CONTACT_MAILS } from './contact-mails';

describe('contact emails', () => {
  checkEveryTemplate(CONTACT_MAILS, [
    { template: 'contact', data: { name: HOSTILE, email: 'a@b.c', message: HOSTILE } },
  ]);
});
