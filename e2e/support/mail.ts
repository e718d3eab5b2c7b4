import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The emails a store in development mode wrote under DATA_DIR/mail (one `.eml` file each), parsed;
 * waits until one matching `wanted` is there.
 */
export async function waitForMail(
  dataDir: string,
  wanted: (mail: ParsedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const dir = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files) {
      const mail = await simpleParser(readFileSync(join(dir, name)));
      if (wanted(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no such email under ${dir} within ${timeoutMs / 1000} s`);
}

/** Whether the email went to this address. */
export const sentTo = (mail: ParsedMail, address: string): boolean =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) => to.text.includes(address));
