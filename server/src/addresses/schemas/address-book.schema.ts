import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { maxCodePointsValidator } from '../../common/text/text-rules';
import { ADDRESS_LABELS, ADDRESS_LIMITS, type AddressTextField } from '../address-rules';

const text = (field: AddressTextField, required: boolean) => ({
  type: String,
  required,
  ...(required ? {} : { default: '' }),
  validate: maxCodePointsValidator(ADDRESS_LABELS[field], ADDRESS_LIMITS[field]),
});

/** One delivery address of an account; optional fields are '' when left out. */
@Schema({ _id: true, timestamps: false })
export class AddressRecord {
  _id: Types.ObjectId;

  @Prop(text('fullName', true)) fullName: string;
  @Prop(text('line1', true)) line1: string;
  @Prop(text('line2', false)) line2: string;
  @Prop(text('city', true)) city: string;
  @Prop(text('region', false)) region: string;
  @Prop(text('postalCode', true)) postalCode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  @Prop({ type: String, required: true }) country: string;
  @Prop(text('phone', false)) phone: string;
}

export const AddressRecordSchema = SchemaFactory.createForClass(AddressRecord);

/**
 * An account's address book: one document per account, its `_id` the account's id, so that every
 * change (an address added under the limit, edited, deleted, made the default) is one atomic
 * update of one document. The addresses keep the order they were added in.
 */
@Schema({ collection: 'addressbooks', timestamps: true })
export class AddressBook {
  /** The account's id. */
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: [AddressRecordSchema], default: [] })
  addresses: AddressRecord[];

  /**
   * The address the shopper made the default. When it is unset or names an address that was
   * deleted, the first address (the oldest) is the default: see `defaultAddressOf`.
   */
  @Prop({ type: MongooseSchema.Types.ObjectId })
  defaultId?: Types.ObjectId;

  createdAt: Date;
  updatedAt: Date;
}

export type AddressBookDocument = HydratedDocument<AddressBook>;
export const AddressBookSchema = SchemaFactory.createForClass(AddressBook);
