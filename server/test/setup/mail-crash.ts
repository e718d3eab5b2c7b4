import { SmtpSink } from './smtp-sink';
import { CrashSite, killStore, registerOn, type StoreProcess } from './store-process';

/** The accounts a scene starts with, signed in on the first store. */
export interface CrashScene {
  store: StoreProcess;
  admin: string;
  shopper: string;
}

/**
 * The real store as a child process on a data folder of its own, killed with SIGKILL (Node and its
 * Java database) while it sends the one email `act` causes: the SMTP server holds the message's data
 * unanswered, so the store has recorded and claimed the message but never heard it arrive. Started
 * again on the same folder, the store sends what it owes; after two more sweeps of the outbox (every
 * 5 s), resolves with every message received ([to, subject]) and what `act` returned.
 * The accounts' addresses are admin@<domain> and shopper@<domain>.
 */
export async function mailsAfterCrash<T>(
  domain: string,
  act: (scene: CrashScene) => Promise<T>,
): Promise<{ sent: Array<[string, string]>; result: T }> {
  const site = new CrashSite(domain.replace(/\W/g, '-'));
  const smtp = await SmtpSink.start();
  try {
    const env = { SMTP_URL: smtp.url };
    const first = await site.start(env);
    const scene = {
      store: first,
      admin: await registerOn(first, 'Admin', 'admin', domain),
      shopper: await registerOn(first, 'Shopper', 'user', domain),
    };

    smtp.hold();
    const result = await act(scene);
    await smtp.waitFor(() => smtp.heldCount === 1, 30_000);
    await killStore(first); // kill -9 while the message's data waits for the server's answer
    smtp.discardHeld();
    if (smtp.received.length) throw new Error('A message arrived before the store was killed');

    await site.start(env);
    await smtp.waitFor(() => smtp.received.length >= 1, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    return { sent: smtp.received.map((mail) => [mail.to, mail.subject]), result };
  } finally {
    await site.close();
    await smtp.stop();
  }
}
