import { DomainEvent, type EventOptions } from '../common/events/event-bus';
import type { StoredSettings } from './pricing.repository';

/** The store's money settings changed here (`settings`: as stored after the change). */
export class PricingSettingsChanged extends DomainEvent {
  constructor(
    readonly settings: StoredSettings,
    options?: EventOptions,
  ) {
    super(options);
  }
}

/** The money settings changed through another instance (seen through the change feed): read them again. */
export class PricingSettingsChangedElsewhere extends DomainEvent {}

/** A discount code's terms changed (added, edited, disabled, deleted). */
export class DiscountCodeChanged extends DomainEvent {
  constructor(
    readonly codeId: string,
    options?: EventOptions,
  ) {
    super(options);
  }
}
