import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { MAX_ORDER_NOTES_SHOWN } from '../order-notes.rules';
import type { StoredOrderNote } from '../order-notes.repository';
import { OrderActor } from './order.model';

/** A note the store wrote about an order for itself. Shoppers never see notes. */
@ObjectType({ description: 'A note the store wrote about an order for itself. Shoppers never see notes' })
export class OrderNote {
  @ApiProperty() @Field(() => ID, { name: 'id' }) _id: string;

  @ApiProperty({ description: 'The order the note is about' })
  @Field(() => ID)
  orderId: string;

  @ApiProperty({ example: 'Customer called: leave the parcel with the neighbour at number 12.' })
  @Field()
  text: string;

  @ApiProperty({ type: OrderActor, description: 'Who wrote it, with their name at the time' })
  @Field(() => OrderActor, { description: 'Who wrote it, with their name at the time' })
  author: OrderActor;

  @ApiProperty()
  @Field()
  createdAt: Date;
}

@ObjectType({ description: "An order's internal notes" })
export class OrderNotes {
  @ApiProperty({ type: [OrderNote], description: `Newest first, at most ${MAX_ORDER_NOTES_SHOWN}` })
  @Field(() => [OrderNote], { description: `Newest first, at most ${MAX_ORDER_NOTES_SHOWN}` })
  notes: OrderNote[];

  @ApiProperty({
    description: `True when the order has more than ${MAX_ORDER_NOTES_SHOWN} notes: the oldest are left out`,
  })
  @Field({ description: `True when the order has more than ${MAX_ORDER_NOTES_SHOWN} notes: the oldest are left out` })
  truncated: boolean;
}

@ObjectType()
export class OrderNotePayload {
  @ApiProperty({ example: 'Note added' })
  @Field()
  message: string;

  @ApiProperty({ type: OrderNote })
  @Field(() => OrderNote)
  note: OrderNote;
}

export const toOrderNote = (note: StoredOrderNote): OrderNote => ({
  _id: String(note._id),
  orderId: String(note.order),
  text: note.text,
  author: { _id: String(note.author), name: note.authorName },
  createdAt: note.createdAt,
});
