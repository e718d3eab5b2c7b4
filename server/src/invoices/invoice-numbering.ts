import { Injectable } from '@nestjs/common';
import { OrderDocumentKind } from '../orders/order-states';
import { type Counter, InvoicesRepository, type StoredInvoice } from './invoices.repository';
import type { Invoice } from './schemas/invoice.schema';

/** The number's text: 2026-000123 for an invoice, C-2026-000007 for a credit note. */
export function formatNumber(kind: OrderDocumentKind, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return kind === OrderDocumentKind.CREDIT_NOTE ? `C-${number}` : number;
}

/** The counter of a kind's numbers in a year (the year of the issue date, in UTC). */
export const counterIdOf = (kind: OrderDocumentKind, at: Date) => `${kind}:${at.getUTCFullYear()}`;

const kindOfCounter = (counter: Counter) => counter._id.split(':')[0] as OrderDocumentKind;

/**
 * The document an order gets with this number and issue date, drawn as it is now; null when the
 * order is not one to get such a document (never placed; a credit note's order never invoiced).
 */
export type Draft = (
  kind: OrderDocumentKind,
  orderId: string,
  number: string,
  issuedAt: Date,
) => Promise<Invoice | null>;

/** Rounds of claiming before giving up (the flag stays: the job tries again); each lost round numbered another order. */
const MAX_ROUNDS = 500;

/**
 * Gap-free numbers per kind and year, never repeated, without transactions: a counter document per
 * kind and year holds `last` and the claim `pending: { order, at }` of the order being numbered
 * (which holds number `last`). Numbering an order:
 *   1. claim: one conditional update, only while no claim is held: `last + 1`, the claim set;
 *   2. finish the claim: insert the document with number `last` and issue date `at` (unique
 *      `_id` per order and kind, unique number), then clear the claim.
 * Whoever finds a claim held (another request, another instance, a claim a crash left) finishes
 * it forward the same way before claiming, so a claim never waits for its owner: every step of
 * finishing is conditional and harmless to repeat, and any number of finishers agree. A claim
 * whose order already has its document (two requests numbering one order) is dropped, the number
 * given back with the claim (`last − 1`, conditional on the claim), so no number is skipped; none
 * is used twice, as the unique index on numbers refuses a second.
 */
@Injectable()
export class InvoiceNumbering {
  /** Counters known to exist in this process. */
  private readonly counters = new Set<string>();

  constructor(private readonly repository: InvoicesRepository) {}

  /** The order's document of `kind`, numbered now unless it had one; null when it gets none (`draft`). */
  async issue(kind: OrderDocumentKind, orderId: string, draft: Draft): Promise<StoredInvoice | null> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const existing = await this.repository.findOf(kind, orderId);
      if (existing) return existing;
      const at = new Date();
      const counterId = counterIdOf(kind, at);
      if (!this.counters.has(counterId)) {
        await this.repository.ensureCounter(counterId);
        this.counters.add(counterId);
      }
      const claimed = await this.repository.claim(counterId, orderId, at);
      if (claimed) {
        if (!(await this.finish(claimed, draft))) return null;
        continue;
      }
      // Another claim is held: finish it forward, then claim again.
      const held = await this.repository.counter(counterId);
      if (!held)
        this.counters.delete(counterId); // emptied behind this process's back: made again
      else if (held.pending) await this.finish(held, draft);
    }
    throw new Error(`The ${kind} of order ${orderId} was not numbered after ${MAX_ROUNDS} rounds`);
  }

  /** Finishes every claim held now (those a crash left among them); how many there were. */
  async finishClaims(draft: Draft): Promise<number> {
    const held = await this.repository.claimed();
    for (const counter of held) await this.finish(counter, draft);
    return held.length;
  }

  /**
   * Finishes a claim: its document inserted with its number (unless there), then the claim cleared;
   * or, when its order needs no document of this number, the claim dropped. False when the order
   * gets no document at all.
   */
  private async finish(claimed: Counter, draft: Draft): Promise<boolean> {
    let counter = claimed;
    for (let attempt = 0; attempt < MAX_ROUNDS && counter.pending; attempt++) {
      const { pending } = counter;
      const kind = kindOfCounter(counter);
      const number = formatNumber(kind, new Date(pending.at).getUTCFullYear(), counter.last);
      const existing = await this.repository.findOf(kind, pending.order);
      if (existing) {
        if (existing.number === number) await this.repository.clearClaim(counter);
        else await this.repository.dropClaim(counter);
        return true;
      }
      const document = await draft(kind, pending.order, number, new Date(pending.at));
      if (!document) {
        await this.repository.dropClaim(counter);
        return false;
      }
      if (await this.repository.insert(document)) {
        await this.repository.clearClaim(counter);
        return true;
      }
      // Refused: another finisher inserted it (found above next time), the number went to another
      // order after this claim was dropped (then this order has its own document), or the number is
      // taken because the counter is behind its documents (a backup copies the counters before the
      // documents): then the claim moves on to the next number.
      const taken = await this.repository.findByNumber(number);
      if (taken && String(taken.order) !== pending.order) {
        const moved = await this.repository.skipTaken(counter);
        if (!moved) return true; // finished or moved by another finisher: the caller looks again
        counter = moved;
      }
    }
    return true;
  }
}
