import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class SocialLinkRecord {
  @Prop({ required: true }) url: string;
  /** The site's name, derived from the URL when the link is saved (config/social-links.ts). */
  @Prop({ required: true }) name: string;
}

/**
 * The shop's identity, one document (`_id: 'store'`): its name, logo (an image id, '' for none),
 * contact details, pages on other sites and the About page's text. A store that never saved it
 * shows the first values, from STORE_NAME, STORE_EMAIL, STORE_PHONE, STORE_ADDRESS and
 * STORE_SOCIAL_LINKS. Every change is one update conditional on `revision`, and every instance
 * keeps a copy current through the change feed (StoreIdentityService).
 */
@Schema({ collection: 'storeidentity', timestamps: true })
export class StoreIdentity {
  @Prop({ type: String }) _id: string;
  @Prop({ required: true }) name: string;
  @Prop({ default: '' }) logo: string;
  @Prop({ default: '' }) email: string;
  @Prop({ default: '' }) phone: string;
  @Prop({ default: '' }) address: string;
  @Prop({ type: [SchemaFactory.createForClass(SocialLinkRecord)], default: [] }) socialLinks: SocialLinkRecord[];
  @Prop({ default: '' }) about: string;
  /** How many changes the identity had: each change is conditional on the one it was decided on. */
  @Prop({ default: 0 }) revision: number;
  updatedAt?: Date;
}

export const STORE_IDENTITY_ID = 'store';
export const StoreIdentitySchema = SchemaFactory.createForClass(StoreIdentity);
// The change feed's polling reads by `updatedAt`.
StoreIdentitySchema.index({ updatedAt: 1 });
