import { OutboxService } from '../../src/mail/outbox.service';
import { submit } from '../complaints/complaint-fixtures';
import { Account, gql, registerUser } from '../setup/helpers';
import { SmtpSink } from '../setup/smtp-sink';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Complaint emails through a real SMTP server: the store (STORE_EMAIL) hears of a new complaint,
 * with a reply-to of the shopper; the shopper hears of each answer, with the answer and a link,
 * unless they turned complaint emails off; values people typed are escaped.
 */
describe('complaint emails', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let outbox: OutboxService;
  let admin: Account;
  let shopper: Account;

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await createTestApp({ SMTP_URL: smtp.url, STORE_EMAIL: 'care@books.test' });
    outbox = t.app.get(OutboxService);
    admin = await registerUser(t.http, { role: 'admin', name: 'Admin' });
    shopper = await registerUser(t.http, { name: 'Lin <Shopper>' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => smtp.clear());

  it('tells the store of a new complaint, escaping its text', async () => {
    const complaint = await submit(t.http, shopper, {
      title: 'Torn <b>cover</b>',
      description: 'It came torn.\n<img src=x onerror=alert(1)>',
    });
    await outbox.sweep();
    const [mail] = smtp.to('care@books.test');
    expect(mail.subject).toBe('New complaint: Torn <b>cover</b>');
    expect(mail.replyTo).toContain(shopper.user.email);
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Lin &lt;Shopper&gt;');
    expect(mail.html).toContain(`http://store.test/admin/complaint/${complaint._id}`);
    expect(smtp.received).toHaveLength(1);
  });

  it('tells the shopper of each answer, over REST and GraphQL, with the answer and a link', async () => {
    const complaint = await submit(t.http, shopper, { title: 'Late parcel' });
    const rest = await t.http
      .put(`/api/admin/complaint/${complaint._id}`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({ adminResponse: 'Sorry! <script>x</script> It ships today.', status: 'in-progress' });
    expect(rest.status).toBe(200);
    const graphql = await gql(
      t.http,
      'mutation($id: ID!) { respondToComplaint(id: $id, input: { adminResponse: "It arrived?", status: RESOLVED }) { message } }',
      { id: complaint._id },
      admin.token,
    );
    expect(graphql.body.errors).toBeUndefined();
    await outbox.sweep();
    const answers = smtp.to(shopper.user.email);
    expect(answers.map((mail) => mail.subject)).toEqual(['We answered: Late parcel', 'We answered: Late parcel']);
    const first = answers.find((mail) => mail.text.includes('ships today'))!;
    const second = answers.find((mail) => mail !== first)!;
    expect(first.text).toContain('Sorry! <script>x</script> It ships today.');
    expect(first.html).toContain('Sorry! &lt;script&gt;x&lt;/script&gt; It ships today.');
    expect(first.html).toContain(`http://store.test/complaint/${complaint._id}`);
    expect(second.text).toContain('It arrived?');
    expect(second.text).toContain('(now resolved)');
  });

  it('sends no answer emails to a shopper who turned them off', async () => {
    const update = await gql(
      t.http,
      'mutation { updateEmailPreferences(input: { orderEmails: true, complaintEmails: false }) { preferences { complaintEmails } } }',
      {},
      shopper.token,
    );
    expect(update.body.data.updateEmailPreferences.preferences.complaintEmails).toBe(false);
    const complaint = await submit(t.http, shopper, { title: 'Quiet please' });
    await t.http
      .put(`/api/admin/complaint/${complaint._id}`)
      .set('authorization', `Bearer ${admin.token}`)
      .send({ adminResponse: 'Noted.' });
    await outbox.sweep();
    expect(smtp.to(shopper.user.email)).toHaveLength(0);
    expect(smtp.to('care@books.test')).toHaveLength(1);
    const read = await t.http.get('/api/user/email-preferences').set('authorization', `Bearer ${shopper.token}`);
    expect(read.body).toEqual({ preferences: { orderEmails: true, complaintEmails: false, stockEmails: true } });
  });
});
