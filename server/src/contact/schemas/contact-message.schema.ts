import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/**
 * A message sent through the contact form, waiting for the outbox: the message is its own notice
 * (contact-notices.ts). Once relayed it is deleted: the outbox keeps the email, as it keeps every
 * email, a week after it is sent; the store keeps no second copy of what a visitor wrote.
 */
@Schema({ collection: 'contactmessages', versionKey: false })
export class ContactMessage {
  _id: Types.ObjectId;

  @Prop({ required: true }) name: string;
  @Prop({ required: true }) email: string;
  @Prop({ required: true }) message: string;
  @Prop({ required: true }) createdAt: Date;
}

export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
