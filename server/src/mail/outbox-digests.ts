import { type Model, trusted } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import type { DigestEntry, DigestMail } from './notices';
import { MailState, type OutgoingMail } from './schemas/outgoing-mail.schema';

/** What became of an entry: listed in the digest (now, or before), or refused by a digest no longer collecting. */
export type Collected = 'listed' | 'closed';

/**
 * A digest entry into the first of its digests still collecting (notices.ts, DigestMail). Each
 * digest is one outbox message under `<key>:<recipient>`, `held` until its `until`, then claimed
 * and sent like any other.
 */
export async function collectEntry(outbox: Model<OutgoingMail>, mail: DigestMail, now: Date): Promise<Collected> {
  for (const target of mail.digest.into) {
    const collected = await collect(outbox, `${target.key}:${mail.recipient}`, mail, target, now);
    if (collected === 'listed') return collected;
  }
  return 'closed';
}

/**
 * Lists the entry in the digest under `key`, once per entry id: the first entry creates the
 * message, `held` until `until` (then it is claimed and sent like any other, and takes no more
 * entries). Each entry is one conditional single-document update, so instances and crashes never
 * list an entry twice, and the unique `_id` makes one message of the digest. An entry listed
 * already keeps the lowest of each of its `lowest` fields. 'closed': the digest has gone (or is
 * going) without this entry.
 */
async function collect(
  outbox: Model<OutgoingMail>,
  key: string,
  mail: DigestMail,
  target: DigestMail['digest']['into'][number],
  now: Date,
): Promise<Collected> {
  const { entry, lowest = [] } = mail.digest;
  const held = { _id: key, state: MailState.HELD };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await lowerListed(outbox, held, entry, lowest)) return 'listed';
    try {
      const base = Object.entries(target.message.data).map(([field, value]) => [`data.${field}`, value]);
      await outbox.updateOne(
        { ...held, 'data.entries.id': trusted({ $ne: entry.id }) },
        {
          $setOnInsert: {
            to: mail.to,
            replyTo: mail.replyTo,
            template: target.message.template,
            attempts: 0,
            nextAttemptAt: target.until,
            heldUntil: target.until,
            createdAt: now,
            ...Object.fromEntries(base),
          },
          $push: { 'data.entries': entry },
        },
        { upsert: true, setDefaultsOnInsert: false },
      );
      return 'listed';
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    // The digest exists and did not take the entry: listed already, or no longer collecting (or
    // another instance created it meanwhile: then the next attempt lists the entry).
    if (await outbox.exists({ _id: key, 'data.entries.id': entry.id })) return 'listed';
    const found = await outbox.findById(key, { state: 1 }).lean();
    if (found && found.state !== MailState.HELD) return 'closed';
  }
  throw new Error(`The digest ${key} could not take the entry ${entry.id}`);
}

/** An entry the held digest lists already: its `lowest` fields lowered to the entry's. False when not listed. */
async function lowerListed(
  outbox: Model<OutgoingMail>,
  held: { _id: string; state: MailState },
  entry: DigestEntry,
  lowest: readonly string[],
): Promise<boolean> {
  if (!lowest.length) return false;
  const { matchedCount } = await outbox.updateOne(
    { ...held, 'data.entries.id': entry.id },
    { $min: Object.fromEntries(lowest.map((field) => [`data.entries.$.${field}`, entry[field]])) },
  );
  return matchedCount > 0;
}
