import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ChangeFeed } from '../database/change-feed';
import { UsersService } from './users.service';

/**
 * Drops the signed-in accounts other instances changed from this instance's memory, through the
 * change feed: a deletion, a role change or a password change made elsewhere takes effect here
 * within the feed's delay (about a second) instead of at the end of SESSION_CACHE_SECONDS, which
 * stays the bound when the feed is off or failing. "Anything may have changed" (a deletion seen
 * by polling, a stream that had to reopen) forgets every cached account.
 */
@Injectable()
export class SessionsFreshness implements OnApplicationBootstrap {
  constructor(
    private readonly feed: ChangeFeed,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.feed.watch('users', (change) => {
      if (change.all) this.users.forgetAllSessions();
      else for (const id of change.ids) this.users.forgetSession(id);
    });
  }
}
