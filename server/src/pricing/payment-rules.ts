import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import {
  DEFAULT_PAYMENT_METHOD,
  isPaymentMethodId,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  PaymentMethodId,
  type PaymentMethodDefinition,
} from '../orders/payment-states';
import type { BankAccountRecord, PaymentSettingsRecord } from './schemas/pricing-settings.schema';

/**
 * The payment settings' rules, pure: the defaults of a store that never set them (pay on delivery
 * only), the methods offered at checkout (enabled, in the admin's order), the method an order is
 * placed with, and what a change must hold. Kept in the money settings' document
 * (PricingSettingsService), so they change and spread to every instance like the rest of it.
 */

export const DEFAULT_PAYMENTS: PaymentSettingsRecord = {
  methods: PAYMENT_METHOD_IDS.map((id) => ({ id, enabled: id === DEFAULT_PAYMENT_METHOD })),
  bank: { holder: '', account: '', bank: '', notes: '' },
  expiryDays: 7,
};

/** The settings as stored, or the defaults; every known method listed once (a method added later comes last, off). */
export function paymentsOf(stored: PaymentSettingsRecord | undefined | null): PaymentSettingsRecord {
  if (!stored) return DEFAULT_PAYMENTS;
  const listed = stored.methods.filter((method) => isPaymentMethodId(method.id));
  const missing = PAYMENT_METHOD_IDS.filter((id) => !listed.some((method) => method.id === id));
  return {
    methods: [...listed.map(({ id, enabled }) => ({ id, enabled })), ...missing.map((id) => ({ id, enabled: false }))],
    bank: { ...DEFAULT_PAYMENTS.bank, ...stored.bank },
    expiryDays: stored.expiryDays ?? DEFAULT_PAYMENTS.expiryDays,
  };
}

/**
 * Whether a method can be used on this store: a provider's method (the card) only when its keys are
 * set (`providerReady`: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), every other always.
 */
const usable = (id: PaymentMethodId, providerReady: boolean) =>
  PAYMENT_METHODS[id].refund !== 'provider' || providerReady;

/** The methods a shopper may choose, in the admin's order: enabled, and usable on this store. */
export const offeredMethods = (
  stored: PaymentSettingsRecord | undefined | null,
  providerReady = false,
): PaymentMethodDefinition[] =>
  paymentsOf(stored)
    .methods.filter((method) => method.enabled && usable(method.id, providerReady))
    .map((method) => PAYMENT_METHODS[method.id]);

const notSetUp = (id: PaymentMethodId) =>
  `${PAYMENT_METHODS[id].name} is not available at the moment: card payments are not set up on this store. Please choose another payment method`;

/**
 * The method an order is placed with: the one asked for, if offered; none asked for is pay on
 * delivery (old clients' orders keep working as before, whatever the settings). 400 otherwise.
 */
export function chosenMethod(
  stored: PaymentSettingsRecord | undefined | null,
  asked: string | null | undefined,
  providerReady = false,
): PaymentMethodDefinition {
  if (!asked) return PAYMENT_METHODS[DEFAULT_PAYMENT_METHOD];
  if (!isPaymentMethodId(asked)) {
    throw new AppError(
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
      `Unknown payment method "${asked}": choose one of ${PAYMENT_METHOD_IDS.join(', ')}`,
    );
  }
  if (!usable(asked, providerReady)) throw new AppError(ErrorCode.PAYMENT_METHOD_UNAVAILABLE, notSetUp(asked));
  const offered = offeredMethods(stored, providerReady).find((method) => method.id === asked);
  if (!offered) {
    throw new AppError(
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
      `${PAYMENT_METHODS[asked].name} is not available at the moment: please choose another payment method`,
    );
  }
  return offered;
}

/**
 * A change of the payment settings, checked: each method once (one left out is off, last: clients
 * from before the card send two), at least one on, a transfer's account known, the card only when
 * its keys are set.
 */
export function checkedPayments(
  change: {
    methods: ReadonlyArray<{ id: string; enabled: boolean }>;
    bank: BankAccountRecord;
    expiryDays: number;
  },
  providerReady = false,
): PaymentSettingsRecord {
  const ids = change.methods.map((method) => method.id);
  if (new Set(ids).size !== ids.length || !ids.every((id) => isPaymentMethodId(id))) {
    throw AppError.validation(`List each payment method once: ${PAYMENT_METHOD_IDS.join(', ')}`);
  }
  if (!change.methods.some((method) => method.enabled)) {
    throw AppError.validation('Enable at least one payment method');
  }
  const unusable = change.methods.find(
    (method) => method.enabled && !usable(method.id as PaymentMethodId, providerReady),
  );
  if (unusable) {
    throw AppError.validation(
      `${PAYMENT_METHODS[unusable.id as PaymentMethodId].name} needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set on the server`,
    );
  }
  const transfer = change.methods.find((method) => method.id === PaymentMethodId.BANK_TRANSFER);
  const bank = {
    holder: change.bank.holder.trim(),
    account: change.bank.account.trim(),
    bank: change.bank.bank.trim(),
    notes: change.bank.notes.trim(),
  };
  if (transfer?.enabled && (!bank.holder || !bank.account)) {
    throw AppError.validation('Bank transfer needs the account holder and the account number (IBAN)');
  }
  const missing = PAYMENT_METHOD_IDS.filter((id) => !ids.includes(id)).map((id) => ({ id, enabled: false }));
  return {
    methods: [...change.methods.map(({ id, enabled }) => ({ id: id as PaymentMethodId, enabled })), ...missing],
    bank,
    expiryDays: change.expiryDays,
  };
}
