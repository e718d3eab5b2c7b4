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

/** The orders a claim numbers, in the order their numbers go. */
const claimedOrders = (pending: NonNullable<Counter['pending']>): string[] =>
  pending.orders ?? (pending.order ? [pending.order] : []);

/** A document to number: the order, its number and its issue date. */
export interface DraftRequest {
  orderId: string;
  number: string;
  issuedAt: Date;
}

/**
 * The documents these orders get with these numbers, drawn as they are now, in the same order;
 * null for an order not to get such a document (never placed; a credit note's order never invoiced).
 */
export type Draft = (kind: OrderDocumentKind, requests: readonly DraftRequest[]) => Promise<Array<Invoice | null>>;

/** Rounds of claiming before giving up (the flags stay: the job tries again); each lost round numbered other orders. */
const MAX_ROUNDS = 100;

/**
 * Gap-free numbers per kind and year, never repeated, without transactions, many orders per claim:
 * a counter document per kind and year holds `last` and the claim `pending: { orders, at }` of the
 * orders being numbered, which hold the numbers up to `last`. Numbering orders:
 *   1. claim: one conditional update, only while no claim is held: `last + n`, the claim set;
 *   2. finish the claim: the orders that already had their document before the claim (a number
 *      below the claim's) and those to get none (`draft`) are left out, the others numbered in
 *      the claim's order from its first number; their documents inserted (unique `_id` per order
 *      and kind, unique number; one already there is left as it is), then the claim cleared with
 *      `last` the number of the last order numbered, so that numbers left out are given back.
 * Whoever finds a claim held (another request, another instance, a claim a crash left) finishes
 * it forward before claiming, so a claim never waits for its owner: every finisher works out the
 * same numbers from the same documents, each step is conditional and harmless to repeat. A number
 * already another order's (a counter restored behind its documents) moves the claim past it.
 */
@Injectable()
export class InvoiceNumbering {
  /** Counters known to exist in this process. */
  private readonly counters = new Set<string>();

  constructor(private readonly repository: InvoicesRepository) {}

  /**
   * The orders' documents of `kind`, numbered now unless they had one, by order id; an order that
   * gets none (`draft`) is left out.
   */
  async issue(kind: OrderDocumentKind, orderIds: readonly string[], draft: Draft): Promise<Map<string, StoredInvoice>> {
    const issued = new Map<string, StoredInvoice>();
    const refused = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      for (const document of await this.repository.findMany(kind, orderIds))
        issued.set(String(document.order), document);
      const todo = orderIds.filter((id) => !issued.has(id) && !refused.has(id));
      if (!todo.length) return issued;
      const at = new Date();
      const counterId = counterIdOf(kind, at);
      if (!this.counters.has(counterId)) {
        await this.repository.ensureCounter(counterId);
        this.counters.add(counterId);
      }
      const claimed = await this.repository.claim(counterId, todo, at);
      if (claimed) {
        for (const id of await this.finish(claimed, draft)) refused.add(id);
        continue;
      }
      // Another claim is held: finish it forward, then claim again.
      const held = await this.repository.counter(counterId);
      if (!held)
        this.counters.delete(counterId); // emptied behind this process's back: made again
      else if (held.pending) await this.finish(held, draft);
    }
    throw new Error(`The ${kind}s of ${orderIds.length} order(s) were not numbered after ${MAX_ROUNDS} rounds`);
  }

  /** Finishes every claim held now (those a crash left among them); how many there were. */
  async finishClaims(draft: Draft): Promise<number> {
    const held = await this.repository.claimed();
    for (const counter of held) await this.finish(counter, draft);
    return held.length;
  }

  /** Finishes a claim (see the class); the orders of the claim that get no document. */
  private async finish(claimed: Counter, draft: Draft): Promise<string[]> {
    let counter = claimed;
    for (let attempt = 0; attempt < MAX_ROUNDS && counter.pending; attempt++) {
      const { pending } = counter;
      const kind = kindOfCounter(counter);
      const orders = claimedOrders(pending);
      const first = counter.last - orders.length + 1;
      const year = new Date(pending.at).getUTCFullYear();
      const numberOf = (index: number) => formatNumber(kind, year, first + index);
      const ours = new Set(orders.map((_, index) => numberOf(index)));

      // Orders numbered before this claim keep their number; the others are drawn with the claim's.
      const before = new Set(
        (await this.repository.findMany(kind, orders))
          .filter((document) => !ours.has(document.number))
          .map((document) => String(document.order)),
      );
      const candidates = orders.filter((id) => !before.has(id));
      const drafts = await draft(
        kind,
        candidates.map((orderId, index) => ({ orderId, number: numberOf(index), issuedAt: new Date(pending.at) })),
      );
      const refused = candidates.filter((_, index) => !drafts[index]);
      const numbered = candidates.filter((_, index) => drafts[index]);
      // The numbers go to the orders that get a document, in order, without a gap.
      const documents = numbered.map((orderId, index) => ({
        ...drafts[candidates.indexOf(orderId)]!,
        number: numberOf(index),
      }));

      const taken = (await this.repository.findByNumbers(documents.map((document) => document.number))).filter(
        (document) => !numbered.includes(String(document.order)),
      );
      if (taken.length) {
        // The counter is behind its documents (a backup copies the counters before the documents):
        // the claim moves past the numbers taken.
        const moved = await this.repository.moveClaim(counter, taken.length);
        if (!moved) return refused; // finished or moved by another finisher: the caller looks again
        counter = moved;
        continue;
      }
      await this.repository.insertMany(documents);
      await this.repository.clearClaim(counter, first + documents.length - 1);
      return refused;
    }
    return [];
  }
}
