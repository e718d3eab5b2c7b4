import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { FeedToBus } from '../database/feed-to-bus';
import { ImageSweepService } from '../images/image-sweep.service';
import { ImagesModule } from '../images/images.module';
import { MailModule, MailRegistry } from '../mail';
import { StoreIdentity, StoreIdentitySchema } from './schemas/store-identity.schema';
import { StoreIdentityChangedElsewhere } from './store-identity-events';
import { StoreIdentityController } from './store-identity.controller';
import { StoreIdentityRepository } from './store-identity.repository';
import { StoreIdentityResolver } from './store-identity.resolver';
import { StoreIdentityService } from './store-identity.service';
import { StoreSettingsController } from './store-settings.controller';
import { StoreSettingsResolver } from './store-settings.resolver';

/**
 * The shop's identity (name, logo, contact details, social links, About text), edited in the
 * admin's Settings, and the public settings that show it (GET /api/settings, `storeSettings`).
 * Global: the page shell, the emails' layout and the invoices read the name where they need it.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([{ name: StoreIdentity.name, schema: StoreIdentitySchema }]),
    ImagesModule,
    MailModule,
  ],
  controllers: [StoreSettingsController, StoreIdentityController],
  providers: [StoreIdentityRepository, StoreIdentityService, StoreSettingsResolver, StoreIdentityResolver],
  exports: [StoreIdentityService],
})
export class StoreIdentityModule {
  /**
   * Other instances' changes reach this instance's copy through the change feed; the logo is an
   * image the sweep keeps; every email names the store as it is when the email is rendered.
   */
  constructor(feed: FeedToBus, sweep: ImageSweepService, mail: MailRegistry, identity: StoreIdentityService) {
    feed.publishIds({ collection: 'storeidentity', event: () => new StoreIdentityChangedElsewhere() });
    sweep.register('store-identity', identity);
    mail.nameStoreFrom(async () => (await identity.identity()).name);
  }
}
