import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { REPO_ROOT } from './paths';
import { parseSocialLinks, type SocialLink } from './social-links';

/** An email address as settings take it (the store's own, not a shopper's). */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** `shop@example.com` or `BookStore <shop@example.com>`. */
const MAILBOX = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A complaint response target: a whole number of hours from 1 to 8760 (a year). */
function TargetHours(name: string): PropertyDecorator {
  const message = `${name} must be a whole number of hours from 1 to 8760`;
  return applyDecorators(
    IsOptional(),
    Transform(toInt),
    IsInt({ message }),
    Min(1, { message }),
    Max(8760, { message }),
  ) as PropertyDecorator;
}

/** The environment as the process received it; every field is one documented variable. */
class EnvironmentVariables {
  @IsOptional()
  @IsIn(['development', 'production', 'test'], {
    message: 'NODE_ENV must be one of development, production, test',
  })
  NODE_ENV?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'PORT must be a whole number between 1 and 65535' })
  @Min(1, { message: 'PORT must be a whole number between 1 and 65535' })
  @Max(65535, { message: 'PORT must be a whole number between 1 and 65535' })
  PORT?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, {
    message: 'MONGODB_URI must be a mongodb:// or mongodb+srv:// connection string',
  })
  MONGODB_URI?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an http(s) URL such as https://shop.example.com' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^[A-Z]{3}$/, { message: 'STORE_CURRENCY must be a three-letter ISO 4217 code such as USD' })
  STORE_CURRENCY?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'AUTH_RATE_LIMIT must be a whole number of attempts per minute (1 or more)' })
  @Min(1, { message: 'AUTH_RATE_LIMIT must be a whole number of attempts per minute (1 or more)' })
  AUTH_RATE_LIMIT?: number;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'DEMO_CATALOGUE must be true or false' })
  DEMO_CATALOGUE?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'CATALOGUE_PUBLIC must be true or false' })
  CATALOGUE_PUBLIC?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'ORDER_REPAIR_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  @Min(1, { message: 'ORDER_REPAIR_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  @Max(3600, { message: 'ORDER_REPAIR_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  ORDER_REPAIR_AFTER_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'IMAGE_SWEEP_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  @Min(1, { message: 'IMAGE_SWEEP_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  @Max(3600, { message: 'IMAGE_SWEEP_AFTER_SECONDS must be a whole number of seconds from 1 to 3600' })
  IMAGE_SWEEP_AFTER_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'SESSION_CACHE_SECONDS must be a whole number of seconds from 0 to 15' })
  @Min(0, { message: 'SESSION_CACHE_SECONDS must be a whole number of seconds from 0 to 15' })
  @Max(15, { message: 'SESSION_CACHE_SECONDS must be a whole number of seconds from 0 to 15' })
  SESSION_CACHE_SECONDS?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'LOW_STOCK_THRESHOLD must be a whole number of copies from 0 to 1000000' })
  @Min(0, { message: 'LOW_STOCK_THRESHOLD must be a whole number of copies from 0 to 1000000' })
  @Max(1_000_000, { message: 'LOW_STOCK_THRESHOLD must be a whole number of copies from 0 to 1000000' })
  LOW_STOCK_THRESHOLD?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(['auto', 'polling', 'off'], { message: 'CHANGE_FEED must be one of auto, polling, off' })
  CHANGE_FEED?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'CHANGE_FEED_POLL_MS must be a whole number of milliseconds from 100 to 1000' })
  @Min(100, { message: 'CHANGE_FEED_POLL_MS must be a whole number of milliseconds from 100 to 1000' })
  @Max(1000, { message: 'CHANGE_FEED_POLL_MS must be a whole number of milliseconds from 100 to 1000' })
  CHANGE_FEED_POLL_MS?: number;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['memory', 'database'], { message: 'CATALOGUE_READS must be memory or database' })
  CATALOGUE_READS?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['standard', 'fast'], { message: 'PASSWORD_HASHING must be standard or fast' })
  PASSWORD_HASHING?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^smtps?:\/\/\S+$/, {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
  })
  SMTP_URL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(MAILBOX, { message: 'MAIL_FROM must be an email address, or a name and one: BookStore <shop@example.com>' })
  MAIL_FROM?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(EMAIL, { message: 'STORE_EMAIL must be an email address such as support@example.com' })
  STORE_EMAIL?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @Matches(EMAIL, { message: 'ADMIN_EMAIL must be an email address such as owner@example.com' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(40, { message: 'STORE_PHONE must be at most 40 characters' })
  STORE_PHONE?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(200, { message: 'STORE_ADDRESS must be at most 200 characters' })
  STORE_ADDRESS?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(60, { message: 'STORE_NAME must be at most 60 characters' })
  STORE_NAME?: string;

  /** Read by parseSocialLinks, which names each entry it refuses. */
  @IsOptional()
  @IsString()
  STORE_SOCIAL_LINKS?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^(sk|rk)_(test|live)_\S+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key such as sk_test_…' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^whsec_\S+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret such as whsec_…' })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @Matches(/^https?:\/\/[^/\s]+\/?$/, { message: 'STRIPE_API_BASE must be a base URL such as http://127.0.0.1:12111' })
  STRIPE_API_BASE?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'STRIPE_TEST_WEBHOOK_DELAY_MS must be a whole number of milliseconds from 0 to 600000' })
  @Min(0, { message: 'STRIPE_TEST_WEBHOOK_DELAY_MS must be a whole number of milliseconds from 0 to 600000' })
  @Max(600_000, { message: 'STRIPE_TEST_WEBHOOK_DELAY_MS must be a whole number of milliseconds from 0 to 600000' })
  STRIPE_TEST_WEBHOOK_DELAY_MS?: number;

  @TargetHours('COMPLAINT_TARGET_HOURS_URGENT')
  COMPLAINT_TARGET_HOURS_URGENT?: number;

  @TargetHours('COMPLAINT_TARGET_HOURS_HIGH')
  COMPLAINT_TARGET_HOURS_HIGH?: number;

  @TargetHours('COMPLAINT_TARGET_HOURS_MEDIUM')
  COMPLAINT_TARGET_HOURS_MEDIUM?: number;

  @TargetHours('COMPLAINT_TARGET_HOURS_LOW')
  COMPLAINT_TARGET_HOURS_LOW?: number;
}

/** Injection token for the validated AppConfig (provided by ConfigModule). */
export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnv = 'development' | 'production' | 'test';

/** Validated, typed settings. Built once at boot; see README "Configuration". */
export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  mongodbUri?: string;
  dataDir: string;
  jwtSecret?: string;
  corsOrigins: string[];
  publicUrl: string;
  storeCurrency: string;
  authRateLimit: number;
  demoCatalogue: boolean;
  /** CATALOGUE_PUBLIC: visitors may read the catalogue (books, a book, categories, shelves); carts and orders stay signed-in. */
  cataloguePublic: boolean;
  /** An order still being placed after this long was interrupted: the repair cancels it (ms). */
  orderRepairAfterMs: number;
  /** A stored image nothing refers to after this long was left by a crash: the sweep deletes it (ms). */
  imageSweepAfterMs: number;
  /** The dashboard lists books with at most this many copies in stock. */
  lowStockThreshold: number;
  /**
   * How long an instance keeps the signed-in account behind a token before reading it again (ms,
   * at most 15 s): a deletion or role change made elsewhere takes effect within this time.
   */
  sessionCacheMs: number;
  /** Express's `trust proxy`: which hops may set X-Forwarded-For (the client IP that rate limits count). */
  trustProxy: TrustProxy;
  /**
   * How this instance sees other instances' changes (database/change-feed.ts): `auto` uses change
   * streams on a replica set, polling every `pollMs` elsewhere, nothing on the embedded database.
   */
  changeFeed: { setting: ChangeFeedSetting; pollMs: number };
  /**
   * Who answers the catalogue's reads (books/catalogue-reads.provider.ts): an in-process index of
   * every book, or the database; unset, the embedded engine uses the index and MongoDB the database.
   */
  catalogueReads?: CatalogueReadsSetting;
  /**
   * argon2id's cost for password hashes (auth/password-hash.ts): `standard` (64 MiB, 3 passes), or
   * `fast` (1 MiB, 1 pass) for test runs that create thousands of accounts; refused in production.
   */
  passwordHashing: PasswordHashing;
  /**
   * ADMIN_EMAIL, trimmed and lowercased as account emails are stored: when set, only an account
   * with this email may take the admin role at registration.
   */
  adminEmail?: string;
  /** The store as its pages, its emails and its contact page name it. */
  store: StoreDetails;
  /**
   * Email (mail/): `smtp` sends through SMTP_URL; `files` writes each message as a `.eml` file under
   * DATA_DIR/mail (development and tests without SMTP_URL); `off` sends nothing (production without it).
   */
  mail: MailSettings;
  /**
   * Card payments through Stripe Checkout (orders/stripe/): on when both STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET are set; `api` (STRIPE_API_BASE) points the SDK elsewhere (stripe-mock).
   */
  stripe?: StripeSettings;
  /** Hours within which a complaint of each priority should be answered; past it, an open one is overdue. */
  complaintTargetHours: { urgent: number; high: number; medium: number; low: number };
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Test runs only (refused in production): a verified webhook waits this long before its effect (the crash test). */
  webhookDelayMs: number;
}

export interface StoreDetails {
  /** STORE_NAME: in every page's header and title, and in every email's header and subject. */
  name: string;
  /** STORE_EMAIL: where the store's own notifications and contact messages go; unset, they are not sent. */
  email?: string;
  phone?: string;
  address?: string;
  /** STORE_SOCIAL_LINKS: the store's pages on other sites, in the footer. */
  socialLinks: SocialLink[];
}

/**
 * `from` is the sender as configured (MAIL_FROM, or `$STORE_NAME <$STORE_EMAIL>`). Without MAIL_FROM,
 * `senderAddress` is its address, and each message shows the shop's name as it is when sent (the
 * shop's identity, edited in Settings) before it.
 */
export type MailSettings = { from: string; senderAddress?: string } & (
  { mode: 'smtp'; url: string } | { mode: 'files'; dir: string } | { mode: 'off' }
);

/** CHANGE_FEED: `auto` decides from the database; `polling` forces the fallback; `off` watches nothing. */
export type ChangeFeedSetting = 'auto' | 'polling' | 'off';

export type PasswordHashing = 'standard' | 'fast';

/** CATALOGUE_READS: `memory` keeps an index of every book in this process; `database` asks the database each time. */
export type CatalogueReadsSetting = 'memory' | 'database';

/** What Express's `trust proxy` accepts: all or none, a hop count, or trusted addresses and subnets. */
export type TrustProxy = boolean | number | string;

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be true, false, a number of proxy hops, or comma-separated addresses, subnets ' +
  '(10.0.0.0/8) or the names loopback, linklocal, uniquelocal';

function isTrustedAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (isIP(prefix) === version) return true; // a netmask such as 255.255.0.0
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY as Express would, reporting what Express would refuse or misread. */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim();
  if (!value) return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry && isTrustedAddress(entry))) return entries.join(', ');
  problems.push(TRUST_PROXY_MESSAGE);
  return 'loopback';
}

/**
 * Different characters a production JWT_SECRET must have at least. A random secret of 32
 * characters has about 14 (hex) to 24 (base64); 32 identical ones, or a word or two, have fewer.
 */
export const MIN_SECRET_DISTINCT_CHARACTERS = 10;

/** Why a JWT_SECRET is too predictable to sign production tokens with, or undefined when it is not. */
export function secretVarietyProblem(secret: string): string | undefined {
  const distinct = new Set(secret).size;
  // A short run repeated ("abcd" eight times) has variety in the run only.
  const repeated = /^([\s\S]+?)\1+$/.test(secret);
  if (distinct >= MIN_SECRET_DISTINCT_CHARACTERS && !repeated) return undefined;
  return (
    `JWT_SECRET is too predictable for production: use at least ${MIN_SECRET_DISTINCT_CHARACTERS} different ` +
    'characters and no repeated pattern, for example the output of `openssl rand -hex 32`'
  );
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function parseOrigins(raw: string | undefined, problems: string[]): string[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => {
      const ok = /^https?:\/\/[^/\s]+$/.test(origin);
      if (!ok) problems.push(`CORS_ORIGINS entry "${origin}" must be an origin such as http://localhost:5173`);
      return ok;
    });
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = plainToInstance(EnvironmentVariables, { ...env });
  // One line per problem: PORT's three rules share one message.
  const problems = [
    ...new Set(
      validateSync(vars, { skipMissingProperties: false }).flatMap((error) => Object.values(error.constraints ?? {})),
    ),
  ];
  const nodeEnv = (vars.NODE_ENV ?? 'development') as NodeEnv;
  if (nodeEnv === 'production') {
    if (!vars.MONGODB_URI) problems.push('MONGODB_URI is required when NODE_ENV=production');
    if (!vars.JWT_SECRET) problems.push('JWT_SECRET is required when NODE_ENV=production');
    else if (vars.JWT_SECRET.length >= 32) {
      const weak = secretVarietyProblem(vars.JWT_SECRET);
      if (weak) problems.push(weak);
    }
    if (vars.STRIPE_TEST_WEBHOOK_DELAY_MS)
      problems.push('STRIPE_TEST_WEBHOOK_DELAY_MS is for test runs only: it cannot be used when NODE_ENV=production');
    if (vars.PASSWORD_HASHING === 'fast')
      problems.push('PASSWORD_HASHING=fast is for test runs only: it cannot be used when NODE_ENV=production');
  }
  const corsOrigins = parseOrigins(vars.CORS_ORIGINS, problems);
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY, problems);
  const socialLinks = parseSocialLinks(vars.STORE_SOCIAL_LINKS, problems);
  if (problems.length) throw new ConfigError(problems);

  const port = vars.PORT ?? 3000;
  const dataDir = vars.DATA_DIR ?? 'data';
  const resolvedDataDir = isAbsolute(dataDir) ? dataDir : resolve(REPO_ROOT, dataDir);
  const storeName = vars.STORE_NAME ?? 'BookStore';
  const senderAddress = vars.MAIL_FROM ? undefined : (vars.STORE_EMAIL ?? 'no-reply@bookstore.invalid');
  const from = vars.MAIL_FROM ?? `${storeName} <${senderAddress}>`;
  return {
    nodeEnv,
    port,
    mongodbUri: vars.MONGODB_URI,
    dataDir: resolvedDataDir,
    jwtSecret: vars.JWT_SECRET,
    corsOrigins,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    storeCurrency: vars.STORE_CURRENCY ?? 'USD',
    authRateLimit: vars.AUTH_RATE_LIMIT ?? 10,
    demoCatalogue: vars.DEMO_CATALOGUE ? vars.DEMO_CATALOGUE === 'true' : nodeEnv !== 'test',
    cataloguePublic: vars.CATALOGUE_PUBLIC === 'true',
    orderRepairAfterMs: (vars.ORDER_REPAIR_AFTER_SECONDS ?? 60) * 1000,
    imageSweepAfterMs: (vars.IMAGE_SWEEP_AFTER_SECONDS ?? 60) * 1000,
    lowStockThreshold: vars.LOW_STOCK_THRESHOLD ?? 3,
    sessionCacheMs: (vars.SESSION_CACHE_SECONDS ?? 10) * 1000,
    trustProxy,
    changeFeed: {
      setting: (vars.CHANGE_FEED ?? 'auto') as ChangeFeedSetting,
      pollMs: vars.CHANGE_FEED_POLL_MS ?? 500,
    },
    catalogueReads: vars.CATALOGUE_READS as CatalogueReadsSetting | undefined,
    passwordHashing: (vars.PASSWORD_HASHING ?? 'standard') as PasswordHashing,
    adminEmail: vars.ADMIN_EMAIL?.toLowerCase(),
    store: {
      name: storeName,
      email: vars.STORE_EMAIL,
      phone: vars.STORE_PHONE,
      address: vars.STORE_ADDRESS,
      socialLinks,
    },
    mail: vars.SMTP_URL
      ? { mode: 'smtp', url: vars.SMTP_URL, from, senderAddress }
      : nodeEnv === 'production'
        ? { mode: 'off', from, senderAddress }
        : { mode: 'files', dir: join(resolvedDataDir, 'mail'), from, senderAddress },
    stripe: stripeSettings(vars),
    complaintTargetHours: {
      urgent: vars.COMPLAINT_TARGET_HOURS_URGENT ?? 4,
      high: vars.COMPLAINT_TARGET_HOURS_HIGH ?? 24,
      medium: vars.COMPLAINT_TARGET_HOURS_MEDIUM ?? 72,
      low: vars.COMPLAINT_TARGET_HOURS_LOW ?? 168,
    },
  };
}

function stripeSettings(vars: EnvironmentVariables): StripeSettings | undefined {
  if (!vars.STRIPE_SECRET_KEY || !vars.STRIPE_WEBHOOK_SECRET) return undefined;
  const base = vars.STRIPE_API_BASE ? new URL(vars.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: vars.STRIPE_SECRET_KEY,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    webhookDelayMs: vars.STRIPE_TEST_WEBHOOK_DELAY_MS ?? 0,
    api: base && { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol },
  };
}
