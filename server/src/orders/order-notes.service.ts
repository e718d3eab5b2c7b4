import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { EventBus, WITH_AUDIT } from '../common/events/event-bus';
import { orderNoteAdded } from './order-audit';
import { OrderNoteAdded } from './order-events';
import { MAX_ORDER_NOTES_SHOWN } from './order-notes.rules';
import { OrderNotesRepository } from './order-notes.repository';
import { OrdersRepository } from './orders.repository';
import { type OrderNote, type OrderNotes, toOrderNote } from './models/order-note.model';

const orderNotFound = () => AppError.notFound('Order not found');

/**
 * The store's internal notes on orders: the admin writes them, with their name and the time, and
 * reads an order's newest first. Notes live apart from orders (`ordernotes`), so a shopper's read
 * of an order cannot carry one; a note is never edited, as a record of what was known when.
 */
@Injectable()
export class OrderNotesService {
  constructor(
    private readonly notes: OrderNotesRepository,
    private readonly orders: OrdersRepository,
    private readonly events: EventBus,
  ) {}

  async add(orderId: string, text: string, author: AuthUser): Promise<OrderNote> {
    if (!(await this.orders.exists({ _id: orderId }))) throw orderNotFound();
    const note = toOrderNote(
      await this.notes.add({
        order: new Types.ObjectId(orderId),
        text,
        author: new Types.ObjectId(author._id),
        authorName: author.name,
        createdAt: new Date(),
        // The note is the admin's action: its activity-log entry comes with it (common/audit).
        audit: [orderNoteAdded(author, orderId, text)],
        auditDue: true,
      }),
    );
    await this.events.publish(new OrderNoteAdded(note, WITH_AUDIT));
    return note;
  }

  async list(orderId: string): Promise<OrderNotes> {
    const [exists, newest] = await Promise.all([
      this.orders.exists({ _id: orderId }),
      this.notes.newest(orderId, MAX_ORDER_NOTES_SHOWN + 1),
    ]);
    if (!exists) throw orderNotFound();
    return {
      notes: newest.slice(0, MAX_ORDER_NOTES_SHOWN).map(toOrderNote),
      truncated: newest.length > MAX_ORDER_NOTES_SHOWN,
    };
  }
}
