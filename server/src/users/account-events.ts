import { DomainEvent, type EventOptions, WITH_NOTICE } from '../common/events/event-bus';

/**
 * What an account's sessions rest on may have changed (its password and token version, revoked
 * tokens, role, name, email, or the account is gone), or every account's (`'all'`): published by
 * SessionsService whenever it forgets a remembered session, for this instance's changes and for
 * other instances' seen through the change feed. Live connections check their account again.
 */
export class SessionsChanged extends DomainEvent {
  constructor(
    readonly accountId: string | 'all',
    options?: EventOptions,
  ) {
    super(options);
  }
}

/**
 * A shopper's account was deleted: the one update that scrubbed it (UsersService.deleteAccount) has
 * ended every session, and what other modules keep for it (the cart, the address book) goes in
 * their listeners, which must be harmless to run twice (the deletion repair publishes it again
 * for an account whose deletion a crash interrupted). Orders and complaints stay.
 */
export class AccountDeleted extends SessionsChanged {
  constructor(readonly accountId: string) {
    super(accountId);
  }
}

/** The account's password changed (from the profile or through a reset link), with its email's notice. */
export class PasswordChanged extends SessionsChanged {
  constructor(accountId: string) {
    super(accountId, WITH_NOTICE);
  }
}

/** A reset link was asked for the account with this email, with its email's notice. */
export class PasswordResetRequested extends DomainEvent {
  constructor(readonly email: string) {
    super(WITH_NOTICE);
  }
}

/**
 * Another instance changed these accounts, or `'all'`: anything may have changed (a deletion seen
 * by polling, a stream that had to reopen). Published from the `users` change feed
 * (database/feed-to-bus.ts); the session cache forgets them (SessionsService).
 */
export class AccountsChangedElsewhere extends DomainEvent {
  constructor(readonly ids: readonly string[] | 'all') {
    super();
  }
}
