import { Injectable } from '@nestjs/common';
import { userNotFound } from './account-errors';
import { EmailPreferencesInput } from './dto/email-preferences.input';
import { EmailPreferences, EmailPreferencesPayload } from './models/user-payloads.model';
import { UsersRepository } from './users.repository';

const PREFERENCE_FIELDS = { orderEmails: 1, complaintEmails: 1, stockEmails: 1 } as const;

/** Who an email about an order, a complaint or a restock goes to, and whether they want it. */
export interface Recipient extends EmailPreferences {
  name: string;
  email: string;
}

/** Accounts stored before the preferences existed get every email. */
const preferencesOf = (record: {
  orderEmails?: boolean;
  complaintEmails?: boolean;
  stockEmails?: boolean;
}): EmailPreferences => ({
  orderEmails: record.orderEmails ?? true,
  complaintEmails: record.complaintEmails ?? true,
  stockEmails: record.stockEmails ?? true,
});

/**
 * Which emails a shopper gets besides the account emails and order confirmations (order-status
 * and complaint emails, on until the shopper chooses), and whom the orders' and complaints' notices
 * go to.
 */
@Injectable()
export class EmailPreferencesService {
  constructor(private readonly users: UsersRepository) {}

  /** Which emails the account gets (accounts stored before the preferences existed get every one). */
  async emailPreferences(id: string): Promise<EmailPreferences> {
    const record = await this.users.findById(id, PREFERENCE_FIELDS);
    if (!record) throw userNotFound();
    return preferencesOf(record);
  }

  /** Turns the shopper's order-status, complaint and back-in-stock emails on or off (account emails always go). */
  async setEmailPreferences(id: string, input: EmailPreferencesInput): Promise<EmailPreferencesPayload> {
    const updated = await this.users.update(
      id,
      {
        $set: {
          orderEmails: input.orderEmails,
          complaintEmails: input.complaintEmails,
          ...(input.stockEmails === undefined || input.stockEmails === null ? {} : { stockEmails: input.stockEmails }),
        },
      },
      PREFERENCE_FIELDS,
    );
    if (!updated) throw userNotFound();
    return { message: 'Email preferences saved', preferences: preferencesOf(updated) };
  }

  /** Whom to email about these accounts' orders and complaints, keyed by id: one `$in` query. */
  async recipients(ids: readonly string[]): Promise<Map<string, Recipient>> {
    const wanted = [...new Set(ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)))];
    const records = wanted.length
      ? await this.users.findByIds(wanted, { name: 1, email: 1, ...PREFERENCE_FIELDS })
      : [];
    return new Map(
      records.map((record) => [
        String(record._id),
        { name: record.name, email: record.email, ...preferencesOf(record) },
      ]),
    );
  }
}
