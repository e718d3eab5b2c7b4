import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { ActivityService } from '../activity/activity.service';
import type { AuditActor } from '../common/audit/audit-entry';
import { EventBus, WITH_AUDIT } from '../common/events/event-bus';
import { codeEntry } from './pricing-audit';
import { toCents } from '../common/money/money';
import type { DiscountCodeInput } from './dto/discount-code.input';
import { type DiscountCodeView, toDiscountCode } from './models/discount-code.model';
import { DiscountCodeChanged } from './pricing-events';
import { codeProblem, codeRefusals, normaliseCode } from './pricing-rules';
import { PricingRepository, type StoredCode } from './pricing.repository';
import { DiscountKind } from './totals';

/** How often taking a use is tried again when the code's terms changed in between (and still apply). */
const TAKE_ATTEMPTS = 3;

const codeNotFound = () => AppError.notFound('Discount code not found');
const codeTaken = () => new AppError(ErrorCode.DISCOUNT_CODE_TAKEN, 'A discount code with this code exists already');

/**
 * Home of the discount codes: the admin's list (with uses and discount given), additions, edits
 * (a disabled code applies to nothing) and deletions of unused codes; and the uses orders take,
 * counted exactly without transactions:
 *   - placing takes a use with one update of the code conditional on its terms and on a use being
 *     left, which also records a hold for the order, then with a per-customer limit one of the
 *     shopper's, from their own document, conditional on one being left (`take`);
 *   - the acknowledged order keeps it and adds its discount to the figures, an order given up
 *     gives it back: both conditional on the hold, so exactly one happens, once (`keep`, `drop`);
 *   - a cancelled order gives it back once, with a receipt on the code (`giveBack`), dropped when
 *     the cancellation is over (`forgetReturn`), as its books' copies are (orders/order-restock.ts).
 * The orders' repair finishes what a crash left (OrderRepairService, from `holds`).
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    private readonly repository: PricingRepository,
    private readonly events: EventBus,
    private readonly activity: ActivityService,
  ) {}

  async list(): Promise<DiscountCodeView[]> {
    return (await this.repository.listCodes()).map(toDiscountCode);
  }

  /** A new code; the admin's (`by`) is stored with its activity-log entry. */
  async add(input: DiscountCodeInput, by?: AuditActor): Promise<DiscountCodeView> {
    const _id = new Types.ObjectId();
    const terms = termsOf(input);
    const audit = by ? { audit: [codeEntry(by, 'created', String(_id), undefined, terms)], auditDue: true } : {};
    const created = await this.repository.createCode({ _id, ...terms, ...audit } as never);
    if (!created) throw codeTaken();
    await this.events.publish(new DiscountCodeChanged(String(created._id), by ? WITH_AUDIT : undefined));
    return toDiscountCode(created);
  }

  /**
   * New terms for a code, with its activity-log entry in the same update, conditional on the
   * version the entry's "before" was read at (another change in between: read again, twice).
   */
  async update(id: string, input: DiscountCodeInput, by: AuditActor): Promise<DiscountCodeView> {
    const terms = termsOf(input);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const current = await this.repository.findCodeById(id);
      if (!current) throw codeNotFound();
      const entry = codeEntry(by, 'changed', id, current, { ...current, ...terms });
      const changed = await this.repository.changeCode(id, terms, [], { version: current.version, entry });
      if (changed === false) throw codeTaken();
      if (!changed) continue;
      await this.events.publish(new DiscountCodeChanged(id, WITH_AUDIT));
      return toDiscountCode(changed);
    }
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The code changed while you were changing it. Please try again.');
  }

  /**
   * Deletes a code no order has used; a used one is 409 DISCOUNT_CODE_IN_USE (disable it instead).
   * No document is left to carry the entry: it (and any the code still carried) is written as an
   * intent before the deletion and logged once it is done (ActivityService.recordDeletion).
   */
  async remove(id: string, by: AuditActor): Promise<void> {
    const code = await this.repository.findCodeWithAudit(id);
    if (!code) throw codeNotFound();
    const entries = [...(code.audit ?? []), codeEntry(by, 'deleted', id, code, undefined)];
    const deleted = await this.activity.recordDeletion('discountcodes', code._id, entries, () =>
      this.repository.deleteUnusedCode(id),
    );
    if (deleted) {
      await this.events.publish(new DiscountCodeChanged(id));
      return;
    }
    if (!(await this.repository.findCodeById(id))) throw codeNotFound();
    throw new AppError(
      ErrorCode.DISCOUNT_CODE_IN_USE,
      'Orders have used this code: disable it instead, so that its figures stay.',
    );
  }

  // ── The uses orders take ─────────────────────────────────────────────────────────────────────

  /**
   * The code `user` typed (compared without case), with their own count of uses; null when there is
   * none such; undefined when none was typed.
   */
  async find(typed: string | null | undefined, user: string): Promise<StoredCode | null | undefined> {
    const code = typed ? normaliseCode(typed) : '';
    return code ? this.repository.findCode(code, user) : undefined;
  }

  /**
   * Takes a use of `code` for the order `order` of `user`: refused with the code's reason when it
   * matched nothing (the last use went to another order, the shopper's last use to another of
   * their orders, the code was disabled); when only its terms changed and it still applies, it is
   * taken on the new terms. Returns the terms the use was taken on.
   */
  async take(code: StoredCode, user: string, order: string): Promise<StoredCode> {
    let terms = code;
    for (let attempt = 1; ; attempt++) {
      const taken = await this.repository.takeUse({
        codeId: terms._id,
        version: terms.version,
        maxUses: terms.maxUses ?? null,
        user,
        order,
      });
      if (taken) return this.takeCustomerUse(taken, user, order);
      const now = await this.repository.findCode(terms.code, user);
      const problem = codeProblem(now, { userId: user, now: new Date() });
      if (problem) throw problem;
      if (attempt === TAKE_ATTEMPTS || !now)
        throw new AppError(ErrorCode.DISCOUNT_CODE_USED_UP, 'This code has been used up');
      terms = now;
    }
  }

  /**
   * With a per-customer limit, the shopper's own use, taken after the code's: refused when they
   * have none left, and then the code's use comes back (`drop`). The shopper's count is read before
   * (`find`), so a shopper at their limit is refused without holding the code's use even briefly.
   */
  private async takeCustomerUse(taken: StoredCode, user: string, order: string): Promise<StoredCode> {
    if (!taken.perCustomer) return taken;
    if (await this.repository.takeCustomerUse(taken._id, user, order, taken.perCustomer)) return taken;
    await this.drop(taken._id, order, user);
    throw codeRefusals.alreadyUsed();
  }

  keep(codeId: Types.ObjectId | string, order: string, discountCents: number): Promise<boolean> {
    return this.repository.keepUse(new Types.ObjectId(codeId), order, discountCents);
  }

  /**
   * An order given up before it was acknowledged: its uses come back, the shopper's first, so that
   * a crash in between leaves the code's hold for the repair to finish with.
   */
  async drop(codeId: Types.ObjectId | string, order: string, user: string): Promise<boolean> {
    const id = new Types.ObjectId(codeId);
    await this.repository.returnCustomerUse(id, user, order, false);
    return this.repository.dropUse(id, order);
  }

  /** A cancelled order's uses come back, once each (the shopper's first: both steps are safe to repeat). */
  async giveBack(
    codeId: Types.ObjectId | string,
    order: string,
    user: string,
    discountCents: number,
  ): Promise<boolean> {
    const id = new Types.ObjectId(codeId);
    await this.repository.returnCustomerUse(id, user, order, true);
    return this.repository.returnUse(id, order, discountCents);
  }

  /**
   * Moves the per-shopper counts that codes stored in themselves into the shoppers' documents
   * (the orders' repair asks once per process): each code's once however often it runs.
   */
  async moveCustomerCounts(): Promise<void> {
    const before = new Date();
    for (const code of await this.repository.codesWithCustomerCounts()) {
      await this.repository.moveCustomerCounts(code._id, code.customers ?? {}, before);
    }
  }

  forgetReturn(codeId: Types.ObjectId | string, order: string): Promise<void> {
    return this.repository.dropReceipt(new Types.ObjectId(codeId), order);
  }

  /** Uses held by orders still being placed, or left by a crash (for the repair). */
  holds(): Promise<Array<{ codeId: Types.ObjectId; order: string; user: string }>> {
    return this.repository.holds();
  }
}

/** A code's stored terms from the admin's input, checked: each kind with its own value, an end after the start. */
function termsOf(input: DiscountCodeInput) {
  if (input.kind === DiscountKind.PERCENTAGE && !input.percent) {
    throw AppError.validation('A percentage code needs its percentage (1 to 100)');
  }
  if (input.kind === DiscountKind.FIXED_AMOUNT && !input.amount) {
    throw AppError.validation('A fixed amount code needs its amount (more than 0)');
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    throw AppError.validation('Ends at must be after starts at');
  }
  const cents = (amount?: number | null) => (amount === null || amount === undefined ? null : toCents(amount));
  return {
    code: normaliseCode(input.code),
    kind: input.kind,
    percent: input.kind === DiscountKind.PERCENTAGE ? input.percent! : null,
    amountCents: input.kind === DiscountKind.FIXED_AMOUNT ? cents(input.amount) : null,
    minimumCents: cents(input.minimumSubtotal) || null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    maxUses: input.maxUses ?? null,
    perCustomer: input.perCustomer ?? null,
    enabled: input.enabled ?? true,
  };
}
