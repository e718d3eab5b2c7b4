import { DomainEvent } from '../common/events/event-bus';
import type { StoredIdentity } from './store-identity.repository';

/** The shop's identity changed here (`identity`: as stored after the change). */
export class StoreIdentityChanged extends DomainEvent {
  constructor(readonly identity: StoredIdentity) {
    super();
  }
}

/** The shop's identity changed through another instance (seen through the change feed): read it again. */
export class StoreIdentityChangedElsewhere extends DomainEvent {}
