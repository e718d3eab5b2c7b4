import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus } from '../common/events/event-bus';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { secureSocialLink } from '../config/social-links';
import { type StoreSettings, storeSettingsOf } from '../config/store-settings.model';
import type { ImageHolder } from '../images/image-sweep.service';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesService } from '../images/images.service';
import type { IncomingFile } from '../images/incoming-file';
import type { StoreIdentityInput } from './dto/store-identity.input';
import { type StoreIdentityView, toStoreIdentity } from './models/store-identity.model';
import { StoreIdentityChanged, StoreIdentityChangedElsewhere } from './store-identity-events';
import { StoreIdentityRepository, type StoredIdentity } from './store-identity.repository';

type Identity = Omit<StoredIdentity, '_id'>;

/** How often a change is decided again when another change was stored first. */
const ATTEMPTS = 5;

/**
 * Home of the shop's identity: name, logo, contact details, social links, About text. The
 * environment (STORE_NAME, STORE_EMAIL, STORE_PHONE, STORE_ADDRESS, STORE_SOCIAL_LINKS) gives only
 * the first values, shown until the admin first saves. Like the money settings
 * (PricingSettingsService), every change is one update conditional on the revision, published
 * (`StoreIdentityChanged`); every instance keeps the identity in memory, loaded at start-up and
 * kept current from its own events and, for other instances' changes, the change feed's
 * (`StoreIdentityChangedElsewhere`). Pages, emails, invoices and the public settings read it here.
 */
@Injectable()
export class StoreIdentityService implements OnApplicationBootstrap, ImageHolder {
  private readonly logger = new Logger(StoreIdentityService.name);
  private readonly firstValues: Identity;
  private held: Identity;
  /** Whether `held` was read from the database (or set by a change) since start-up. */
  private ready = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly repository: StoreIdentityRepository,
    private readonly images: ImagesService,
    private readonly sweep: ImageSweepService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const { store } = config;
    this.firstValues = {
      name: store.name,
      logo: '',
      email: store.email ?? '',
      phone: store.phone ?? '',
      address: store.address ?? '',
      socialLinks: store.socialLinks.map(({ url, name }) => ({ url, name })),
      about: '',
      revision: 0,
    };
    this.held = this.firstValues;
    events.subscribe(StoreIdentityChanged, (event) => this.hold(event.identity));
    events.subscribe(StoreIdentityChangedElsewhere, () => this.reload());
  }

  /** Starts reading the identity (not waited for: the first reader waits, and the schema's printing never reads). */
  onApplicationBootstrap(): void {
    this.identity().catch((error: unknown) =>
      this.logger.warn(`The shop's identity was not read at start-up: ${(error as Error).message}`),
    );
  }

  /** The identity as every reader uses it (in memory, current with every instance's changes; read once first). */
  async identity(): Promise<Identity> {
    if (!this.ready) await (this.loading ??= this.reload().finally(() => (this.loading = null)));
    return this.held;
  }

  /**
   * The identity held now, without waiting (the page shell's name): the first values until it was
   * read, and `revision` -1 then, so that a reader keeping something made from it knows to make it again.
   */
  get current(): Identity {
    return this.ready ? this.held : { ...this.firstValues, revision: -1 };
  }

  /** The public settings (GET /api/settings, `storeSettings`), with the identity as held now. */
  async publicSettings(): Promise<StoreSettings> {
    const identity = await this.identity();
    return storeSettingsOf(this.config, { ...identity, logoUrl: this.images.urlFor(identity.logo) || null });
  }

  /** The identity as stored now (the admin's page reads it from the database). */
  async read(): Promise<StoreIdentityView> {
    return this.view((await this.repository.read()) ?? this.firstValues);
  }

  update(input: StoreIdentityInput): Promise<StoreIdentityView> {
    const socialLinks = (input.socialLinks ?? []).flatMap((entry) => {
      const link = secureSocialLink(entry);
      return link ? [link] : [];
    });
    return this.change(() => ({
      name: input.name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      address: input.address ?? '',
      socialLinks,
      about: input.about ?? '',
    }));
  }

  /** Stores the new logo (checked as every image is), then releases the one it replaces. */
  async setLogo(file: IncomingFile | undefined): Promise<StoreIdentityView> {
    if (!file) throw AppError.validation('Choose an image file for the logo');
    const logo = await this.images.store(file);
    let replaced = '';
    try {
      const view = await this.change((stored) => {
        replaced = stored.logo ?? '';
        return { logo };
      });
      await this.sweep.release(replaced);
      return view;
    } catch (error) {
      await this.sweep.release(logo);
      throw error;
    }
  }

  async removeLogo(): Promise<StoreIdentityView> {
    let removed = '';
    const view = await this.change((stored) => {
      removed = stored.logo ?? '';
      return { logo: '' };
    });
    await this.sweep.release(removed);
    return view;
  }

  /** The image sweep's view: the logo, if any. */
  async imageRefs(): Promise<string[]> {
    const logo = await this.repository.logo();
    return logo ? [logo] : [];
  }

  async forgetImages(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const changed = await this.repository.forgetLogo(ids);
    if (changed) await this.reload();
    return changed;
  }

  /** Decides a change on the identity as stored, writes it conditionally, decides again if another came first. */
  private async change(decide: (identity: Identity) => Partial<Identity>): Promise<StoreIdentityView> {
    for (let attempt = 1; ; attempt++) {
      const stored = (await this.repository.read()) ?? this.firstValues;
      // The first save stores every first value beside the change, so that nothing reverts to the environment's.
      const changed = await this.repository.change(stored.revision ?? 0, {
        ...withoutRevision(stored),
        ...decide(stored),
      });
      if (changed) {
        await this.events.publish(new StoreIdentityChanged(changed));
        return this.view(changed);
      }
      if (attempt === ATTEMPTS) {
        throw new AppError(
          ErrorCode.VALIDATION_FAILED,
          'The settings changed while you were changing them. Please try again.',
        );
      }
    }
  }

  private view(identity: Identity): StoreIdentityView {
    return toStoreIdentity(identity as StoredIdentity, (ref) => this.images.urlFor(ref));
  }

  private hold(identity: Identity): void {
    if (!this.ready || (identity.revision ?? 0) >= (this.held.revision ?? 0)) this.held = identity;
    this.ready = true;
  }

  private async reload(): Promise<void> {
    // A store emptied (a restore, the tests) is back to the first values.
    this.held = (await this.repository.read()) ?? this.firstValues;
    this.ready = true;
  }
}

/** The fields a change writes: never `_id`, `revision` (counted by the update) or the timestamps. */
function withoutRevision(identity: Identity): Partial<Identity> {
  const { name, logo, email, phone, address, socialLinks, about } = identity;
  return { name, logo, email, phone, address, socialLinks, about };
}
