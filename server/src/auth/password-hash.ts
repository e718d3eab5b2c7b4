import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, type AppConfig, type PasswordHashing } from '../config/app-config';

/**
 * argon2id's cost per setting. `standard` is the library's default (64 MiB of memory, 3 passes,
 * about 0.1 s on one core): slow on purpose, so that a stolen hash is expensive to guess. `fast`
 * (PASSWORD_HASHING=fast, refused in production) is for test runs, which create thousands of
 * accounts. A hash records its own cost, so either setting verifies hashes made with the other.
 */
const COST: Record<PasswordHashing, argon2.HashOptions> = {
  standard: {},
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/** The one place passwords are hashed and checked. */
@Injectable()
export class PasswordHash {
  private readonly options: argon2.HashOptions;
  /** Checked when the email is unknown, so that both sign-in failures take the same time. */
  private readonly dummy: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashing'>) {
    this.options = { type: argon2.argon2id, ...COST[config.passwordHashing] };
    this.dummy = argon2.hash('not-a-real-password', this.options);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** Whether `password` matches `hash`; with no hash (an unknown account), checks a dummy and says no. */
  async matches(hash: string | undefined, password: string): Promise<boolean> {
    const matched = await argon2.verify(hash ?? (await this.dummy), password).catch(() => false);
    return hash !== undefined && matched;
  }
}
