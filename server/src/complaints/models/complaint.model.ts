import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Role } from '../../common/auth/role';
import { ComplaintCategory, ComplaintPriority, ComplaintStatus, ComplaintType } from '../complaint-enums';
import { isOpen, isOverdue } from '../complaint-rules';
import type { Complaint as ComplaintRecord } from '../schemas/complaint.schema';

/** The customer (with email) or the admin who answered (without). */
@ObjectType('ComplaintPerson')
export class ComplaintPerson {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field() name: string;

  @ApiPropertyOptional({ description: 'Only for the customer' })
  @Field(() => String, { nullable: true, description: 'Only for the customer' })
  email?: string;
}

@ObjectType('ComplaintResponse')
export class ComplaintResponse {
  @ApiProperty() @Field() message: string;
  @ApiProperty({ type: ComplaintPerson }) @Field(() => ComplaintPerson) respondedBy: ComplaintPerson;
  @ApiProperty() @Field(() => GraphQLISODateTime) respondedAt: Date;

  @ApiProperty({ enum: ComplaintStatus, description: 'The status this response set' })
  @Field(() => ComplaintStatus, { description: 'The status this response set' })
  status: ComplaintStatus;

  @ApiProperty({ enum: ComplaintPriority, description: 'The priority this response set' })
  @Field(() => ComplaintPriority, { description: 'The priority this response set' })
  priority: ComplaintPriority;
}

/** Who wrote a message of a complaint's thread, with their name as it was when they wrote it. */
@ObjectType('ComplaintMessageAuthor')
export class ComplaintMessageAuthor {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field() name: string;

  @ApiProperty({ enum: Role, description: 'user: the shopper who filed the complaint; admin: the store' })
  @Field(() => Role, { description: 'USER: the shopper who filed the complaint; ADMIN: the store' })
  role: Role;
}

const MESSAGES = "The conversation, oldest first: the description, then the answers and the shopper's replies";

/** One message of a complaint's thread. */
@ObjectType('ComplaintMessage')
export class ComplaintMessage {
  @ApiProperty({ description: 'Unique within its complaint' })
  @Field(() => ID, { description: 'Unique within its complaint' })
  id: string;

  @ApiProperty({ type: ComplaintMessageAuthor })
  @Field(() => ComplaintMessageAuthor)
  author: ComplaintMessageAuthor;

  @ApiProperty() @Field() text: string;
  @ApiProperty() @Field(() => GraphQLISODateTime) at: Date;
}

const OPEN =
  'Still waiting for the store (pending or in progress): dueAt applies; false once resolved or closed (answered)';

/** A complaint as clients see it (docs/api.md "Complaints": the REST shape, plus orderId, responses, dueAt, overdue, open). */
@ObjectType('Complaint')
export class Complaint {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @Field(() => ID, { name: 'id' })
  _id: string;

  @ApiProperty() @Field() title: string;
  @ApiProperty() @Field() description: string;
  @ApiProperty({ enum: ComplaintType }) @Field(() => ComplaintType) type: ComplaintType;
  @ApiProperty({ enum: ComplaintCategory }) @Field(() => ComplaintCategory) category: ComplaintCategory;
  @ApiProperty({ enum: ComplaintPriority }) @Field(() => ComplaintPriority) priority: ComplaintPriority;
  @ApiProperty({ enum: ComplaintStatus }) @Field(() => ComplaintStatus) status: ComplaintStatus;

  @ApiProperty({ type: String, nullable: true, description: 'The latest response; null before the first' })
  @Field(() => String, { nullable: true, description: 'The latest response; null before the first' })
  adminResponse: string | null;

  @ApiProperty({ type: ComplaintPerson, nullable: true, description: '{ _id, name } of the latest responder' })
  @Field(() => ComplaintPerson, { nullable: true })
  respondedBy: ComplaintPerson | null;

  @ApiProperty({ type: Date, nullable: true })
  @Field(() => GraphQLISODateTime, { nullable: true })
  respondedAt: Date | null;

  @ApiProperty({ type: ComplaintPerson }) @Field(() => ComplaintPerson) user: ComplaintPerson;
  @ApiProperty() @Field(() => GraphQLISODateTime) createdAt: Date;
  @ApiProperty() @Field(() => GraphQLISODateTime) updatedAt: Date;

  @ApiProperty({ type: String, nullable: true, description: "One of the shopper's own orders" })
  @Field(() => ID, { nullable: true, description: "One of the shopper's own orders" })
  orderId: string | null;

  @ApiProperty({ type: [ComplaintResponse], description: 'Every response, newest first' })
  @Field(() => [ComplaintResponse], { description: 'Every response, newest first' })
  responses: ComplaintResponse[];

  @ApiProperty({ type: [ComplaintMessage], description: MESSAGES })
  @Field(() => [ComplaintMessage], { description: MESSAGES })
  messages: ComplaintMessage[];

  @ApiProperty({ description: 'createdAt plus the response target of the current priority' })
  @Field(() => GraphQLISODateTime, { description: 'createdAt plus the response target of the current priority' })
  dueAt: Date;

  @ApiProperty({ description: 'Pending or in progress, and past dueAt' })
  @Field({ description: 'Pending or in progress, and past dueAt' })
  overdue: boolean;

  @ApiProperty({ description: OPEN })
  @Field({ description: OPEN })
  open: boolean;
}

export type ComplaintSource = Pick<
  ComplaintRecord,
  | 'title'
  | 'description'
  | 'type'
  | 'category'
  | 'priority'
  | 'status'
  | 'adminResponse'
  | 'respondedAt'
  | 'responses'
  | 'replies'
  | 'dueAt'
  | 'createdAt'
  | 'updatedAt'
> & { _id: unknown; user: unknown; respondedBy?: unknown; orderId?: unknown };

/** Looks up an account by id: the customer with email, a responder without; `gone` once the account was deleted. */
export type PersonLookup = (id: unknown) => { _id: string; name: string; email: string; gone?: boolean };

/** The ids of every account a complaint names (customer and responders), for one batched look-up. */
export const peopleOf = (record: ComplaintSource): string[] => [
  String(record.user),
  ...(record.respondedBy ? [String(record.respondedBy)] : []),
  ...(record.responses ?? []).map((response) => String(response.respondedBy)),
];

const responder = (person: { _id: string; name: string }): ComplaintPerson => ({ _id: person._id, name: person.name });

/**
 * The thread, oldest first: the description as the shopper's first message, each answer (with the
 * admin's name as written, or the current one for answers kept before names were) and each reply
 * (with the shopper's name as written, unless the account was deleted since).
 * Nothing is stored twice: the thread is read from the fields the complaint always had.
 */
export function messagesOf(
  record: ComplaintSource,
  customer: { _id: string; name: string; gone?: boolean },
  person: PersonLookup,
) {
  const shopper = { _id: customer._id, name: customer.name, role: Role.USER };
  const messages: ComplaintMessage[] = [
    { id: 'description', author: shopper, text: record.description, at: record.createdAt },
    ...(record.responses ?? []).map((response, index) => ({
      id: `response-${index}`,
      author: {
        _id: String(response.respondedBy),
        name: response.respondedByName ?? person(response.respondedBy).name,
        role: Role.ADMIN,
      },
      text: response.message,
      at: response.respondedAt,
    })),
    ...(record.replies ?? []).map((reply) => ({
      id: String(reply._id),
      // A deleted account's name goes with it: its replies read as the customer's do.
      author: { ...shopper, name: customer.gone ? customer.name : reply.authorName },
      text: reply.text,
      at: reply.at,
    })),
  ];
  return messages.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}

/** The one mapper from a stored complaint to the client shape. */
export function toComplaint(record: ComplaintSource, person: PersonLookup, now: Date = new Date()): Complaint {
  const customer = person(record.user);
  return {
    _id: String(record._id),
    title: record.title,
    description: record.description,
    type: record.type,
    category: record.category,
    priority: record.priority,
    status: record.status,
    adminResponse: record.adminResponse ?? null,
    respondedBy: record.respondedBy ? responder(person(record.respondedBy)) : null,
    respondedAt: record.respondedAt ?? null,
    user: { _id: customer._id, name: customer.name, email: customer.email },
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    orderId: record.orderId ? String(record.orderId) : null,
    responses: [...(record.responses ?? [])].reverse().map((response) => ({
      message: response.message,
      respondedBy: responder(person(response.respondedBy)),
      respondedAt: response.respondedAt,
      status: response.status,
      priority: response.priority,
    })),
    messages: messagesOf(record, customer, person),
    dueAt: record.dueAt,
    overdue: isOverdue(record.status, record.dueAt, now),
    open: isOpen(record.status),
  };
}
