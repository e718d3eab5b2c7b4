import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { AddressesService } from '../addresses/addresses.service';
import type { ShippingAddress } from '../addresses/models/address.model';
import { bookNotFound, checkLines, type CheckedLines, type TakenLine } from '../books/book-stock';
import { BooksService } from '../books/books.service';
import { CartService } from '../cart/cart.service';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { fromCents, toCents } from '../common/money/money';
import { chooseDelivery, type DeliveryOption, deliveryOptions, type Place, taxPlaceOf, taxRateOf } from './delivery';
import { DiscountCodesService } from './discount-codes.service';
import type { CheckoutChoices, CheckoutQuoteInput } from './dto/checkout.input';
import type { CheckoutQuote, QuoteProblem } from './models/checkout-quote.model';
import { type OrderPricing, quotedTotals } from './models/order-totals.model';
import { codeProblem, codeRefusals, priceChanged } from './pricing-rules';
import { PricingSettingsService } from './pricing-settings.service';
import type { StoredCode } from './pricing.repository';
import { computeTotals, type PricingInput, type TaxTerms } from './totals';

import type { PaymentMethodDefinition } from '../orders/payment-states';
import { chosenMethod, offeredMethods, paymentsOf } from './payment-rules';
import type { BankAccountRecord } from './schemas/pricing-settings.schema';
/**
 * An order's price as decided before it is opened: the delivery, where the tax is due and its
 * rates, and the code (its terms as read; as taken, once `takeCode` took a use).
 */
export interface CheckoutPlan {
  user: string;
  delivery: DeliveryOption;
  taxPlace: Place | null;
  tax: TaxTerms | null;
  pricesIncludeTax: boolean;
  code: StoredCode | null;
  expectedTotalCents: number | null;
  /** How the order is to be paid: the method chosen (pay on delivery when none was), and the account a transfer goes to. */
  payment: { method: PaymentMethodDefinition; bank: BankAccountRecord };
}

const problemOf = (error: AppError | null): QuoteProblem | null =>
  error ? { code: error.code, message: error.message } : null;

/**
 * What an order costs, for the quote and for placing, with the same rules (totals.ts, delivery.ts):
 * the quote prices the cart or Buy now's lines as they are now, placing prices the books as they
 * were taken. The settings come from memory (PricingSettingsService), the code from the database.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly settings: PricingSettingsService,
    private readonly codes: DiscountCodesService,
    private readonly cart: CartService,
    private readonly books: BooksService,
    private readonly addresses: AddressesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the card can be offered: its Stripe keys are set. */
  private get cardReady(): boolean {
    return this.config.stripe !== undefined;
  }

  /** The code a shopper typed, read (undefined when none was typed): placing reads it beside the cart and the address. */
  findCode(typed: string | null | undefined, user: string): Promise<StoredCode | null | undefined> {
    return this.codes.find(typed, user);
  }

  /**
   * Placing's first step, before anything is written: the delivery (the one chosen, else the first
   * offered; refused when there is none for the address) and the code's terms (refused with its
   * reason when it does not apply; its minimum is checked once the books' prices are known).
   */
  async plan(
    user: AuthUser,
    address: ShippingAddress | null,
    choices: CheckoutChoices,
    code: StoredCode | null | undefined,
  ): Promise<CheckoutPlan> {
    const rules = await this.settings.rules();
    const method = chosenMethod(rules.payments, choices.paymentMethod, this.cardReady);
    const { delivery, problem } = chooseDelivery(deliveryOptions(rules, address), choices.shippingMethodId);
    if (problem) throw problem;
    if (code !== undefined) {
      const refusal = codeProblem(code, { userId: user._id, now: new Date() });
      if (refusal) throw refusal;
    }
    const taxPlace = taxPlaceOf(rules, delivery, address);
    return {
      user: user._id,
      delivery: delivery!,
      taxPlace,
      tax: taxRateOf(rules.taxRates, taxPlace),
      pricesIncludeTax: rules.pricesIncludeTax,
      code: code ?? null,
      expectedTotalCents:
        choices.expectedTotal === null || choices.expectedTotal === undefined ? null : toCents(choices.expectedTotal),
      payment: { method, bank: paymentsOf(rules.payments).bank },
    };
  }

  /** Takes a use of the plan's code for the order (refused with the code's reason); nothing without a code. */
  async takeCode(plan: CheckoutPlan, order: string): Promise<void> {
    if (plan.code) plan.code = await this.codes.take(plan.code, plan.user, order);
  }

  /**
   * The order's price from the books as taken: refused when the code's minimum is not reached, or
   * when the shopper expected another total (409 PRICE_CHANGED with the total now).
   */
  price(plan: CheckoutPlan, taken: readonly TakenLine[]): OrderPricing {
    const input = this.pricingInput(
      plan,
      taken.map(({ book, quantity }) => ({ priceCents: book.priceCents, quantity })),
    );
    const totals = computeTotals(input);
    const minimum = plan.code?.minimumCents;
    if (minimum && totals.subtotalCents < minimum) throw codeRefusals.minimum(minimum);
    if (plan.expectedTotalCents !== null && plan.expectedTotalCents !== totals.totalCents) {
      throw priceChanged(totals.totalCents);
    }
    return {
      ...totals,
      shipping: { methodId: plan.delivery.id, name: plan.delivery.name, inStore: plan.delivery.collection },
      discount: plan.code
        ? { codeId: new Types.ObjectId(plan.code._id), code: plan.code.code, kind: plan.code.kind }
        : null,
      taxCountry: plan.tax ? (plan.taxPlace?.country ?? '') : '',
      taxRegion: plan.tax ? (plan.taxPlace?.region ?? '') : '',
    };
  }

  /** The order was acknowledged: the use it holds is kept (a failure is left to the repair). */
  async keepCode(plan: CheckoutPlan, order: string, pricing: OrderPricing): Promise<void> {
    if (plan.code) await this.codes.keep(plan.code._id, order, pricing.discountCents);
  }

  /** The order was given up: the use it may hold comes back. */
  async dropCode(plan: CheckoutPlan, order: string): Promise<void> {
    if (plan.code) await this.codes.drop(plan.code._id, order, plan.user);
  }

  /**
   * The quote: the deliveries offered for the address, the totals of the cart (or of Buy now's
   * lines) with the delivery and code chosen, and why a code or delivery does not apply. A problem
   * is told, never thrown: the totals leave out what does not apply.
   */
  async quote(user: AuthUser, input: CheckoutQuoteInput): Promise<CheckoutQuote> {
    const lines: CheckedLines = input.lines?.length
      ? checkLines(input.lines)
      : checkLines(await this.cart.lines(user._id));
    if (!lines.length) throw new AppError(ErrorCode.CART_EMPTY, 'Your cart is empty');
    const [address, found, code] = await Promise.all([
      this.addresses.forOrder(user._id, input.addressId),
      this.books.findMany(lines.map((line) => line.bookId)),
      this.codes.find(input.discountCode, user._id),
    ]);
    const priced = lines.map((line, i) => {
      if (!found[i]) throw bookNotFound();
      return { priceCents: found[i].priceCents, quantity: line.quantity };
    });
    const rules = await this.settings.rules();
    const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const codeRefusal =
      code === undefined ? null : codeProblem(code, { userId: user._id, now: new Date(), subtotalCents });
    const applied = code && !codeRefusal ? code : null;

    const offered = deliveryOptions(rules, address);
    let chosen = chooseDelivery(offered, input.shippingMethodId);
    const deliveryProblem = chosen.problem;
    if (!chosen.delivery && !offered.problem) chosen = chooseDelivery(offered);
    const delivery = chosen.delivery;
    const pricing = this.pricingInput(
      {
        delivery,
        tax: taxRateOf(rules.taxRates, taxPlaceOf(rules, delivery, address)),
        pricesIncludeTax: rules.pricesIncludeTax,
        code: applied,
      },
      priced,
    );
    const totals = computeTotals(pricing);
    return {
      methods: offered.options.map((option) => ({
        id: option.id,
        name: option.name,
        collection: option.collection,
        zoneName: option.zoneName,
        price: fromCents(computeTotals({ ...pricing, shipping: option, tax: null }).shippingCents),
        regularPrice: fromCents(option.priceCents),
        freeOver: option.freeOverCents === null ? null : fromCents(option.freeOverCents),
        minDays: option.minDays,
        maxDays: option.maxDays,
      })),
      shippingMethodId: delivery?.id ?? null,
      totals: quotedTotals(
        totals,
        delivery ? { id: delivery.id, name: delivery.name, collection: delivery.collection } : null,
        applied?.code ?? null,
      ),
      discountProblem: problemOf(codeRefusal),
      deliveryProblem: problemOf(deliveryProblem),
      orderable: !codeRefusal && !deliveryProblem,
      paymentMethods: offeredMethods(rules.payments, this.cardReady).map(({ id, name, description }) => ({
        id,
        name,
        description,
      })),
    };
  }

  private pricingInput(
    plan: Pick<CheckoutPlan, 'tax' | 'pricesIncludeTax' | 'code'> & { delivery: DeliveryOption | null },
    lines: PricingInput['lines'],
  ): PricingInput {
    return {
      lines,
      discount: plan.code,
      shipping: plan.delivery
        ? { priceCents: plan.delivery.priceCents, freeOverCents: plan.delivery.freeOverCents }
        : null,
      tax: plan.tax,
      pricesIncludeTax: plan.pricesIncludeTax,
    };
  }
}
