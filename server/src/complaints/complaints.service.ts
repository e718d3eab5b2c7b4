import { type AuditSource, auditSourceOf } from '../common/audit/audit-source';
import { complaintAnswered } from './complaint-audit';
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types, type FilterQuery } from 'mongoose';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus, WITH_NOTICE, WITH_NOTICE_AND_AUDIT } from '../common/events/event-bus';
import { compactFilter } from '../common/pagination/blank-filter';
import { countMatching } from '../common/pagination/count-up-to';
import { decodeCursor } from '../common/pagination/cursor';
import { paginate, type KeysetOrder, type LeanRecord } from '../common/pagination/paginate';
import type { Connection } from '../common/pagination/paginated';
import type { PaginationArgs } from '../common/pagination/pagination.args';
import { SortDirection } from '../common/pagination/sort-direction';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { withNotice } from '../mail';
import { OrdersService } from '../orders/orders.service';
import { DELETED_CUSTOMER, UsersService } from '../users/users.service';
import { ComplaintSubmitted, ComplaintUpdated } from './complaint-events';
import { ComplaintCategory, ComplaintPriority, ComplaintStatus, ComplaintType } from './complaint-enums';
import {
  dueAtFor,
  mayNameOrder,
  MAX_COMPLAINT_MESSAGES,
  OPEN_STATUSES,
  statusAfterReply,
  type ComplaintTargets,
} from './complaint-rules';
import { COMPLAINT_MESSAGES } from './complaints.messages';
import type { ComplaintFilters, ListComplaintsArgs } from './dto/list-complaints.args';
import type { RespondToComplaintInput } from './dto/respond-to-complaint.input';
import type { SubmitComplaintInput } from './dto/submit-complaint.input';
import type { ComplaintStats } from './models/complaint-payloads.model';
import { Complaint, peopleOf, toComplaint } from './models/complaint.model';
import { Complaint as ComplaintRecord, ComplaintNoticeKind } from './schemas/complaint.schema';

type StoredComplaint = LeanRecord<ComplaintRecord>;

/**
 * Account and order ids are stored and compared as ObjectIds, cast here rather than left to the
 * schema, so that a filter never depends on how a path was declared.
 */
const objectId = (id: string) => new Types.ObjectId(id);

/** How often a reply counts the thread again when other messages keep coming in before it is written. */
const REPLY_ATTEMPTS = 5;

const complaintNotFound = () => AppError.notFound(COMPLAINT_MESSAGES.notFound);

/** The overdue part of the admin's list comes first, each part newest first. */
const OVERDUE_NEWEST: KeysetOrder = {
  name: 'overdue-createdAt',
  field: 'createdAt',
  type: 'date',
  direction: SortDirection.DESC,
};
const NEWEST: KeysetOrder = { name: 'createdAt', field: 'createdAt', type: 'date', direction: SortDirection.DESC };

/** Still open and past the target, at `now`. */
const overdueAt = (now: Date): FilterQuery<ComplaintRecord> => ({
  status: trusted({ $in: OPEN_STATUSES }),
  dueAt: trusted({ $lt: now }),
});
const notOverdueAt = (now: Date): FilterQuery<ComplaintRecord> => ({
  $or: [{ status: trusted({ $nin: OPEN_STATUSES }) }, { dueAt: trusted({ $gte: now }) }],
});
const both = (a: FilterQuery<ComplaintRecord>, b: FilterQuery<ComplaintRecord>): FilterQuery<ComplaintRecord> =>
  Object.keys(a).length ? { $and: [a, b] } : b;

/**
 * Home of the complaint rules: submitting (an optional link to one of the shopper's own orders),
 * the shopper's and the admin's lists, responses (every one kept, with the status and priority it
 * set), response targets by priority (`dueAt`, overdue) and the admin's stats. A new complaint and
 * each answer carry the notice of their email (complaint-notices.ts).
 */
@Injectable()
export class ComplaintsService {
  private readonly targets: ComplaintTargets;

  constructor(
    @InjectModel(ComplaintRecord.name) private readonly complaints: Model<ComplaintRecord>,
    private readonly users: UsersService,
    private readonly orders: OrdersService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.targets = config.complaintTargetHours;
  }

  /** A new complaint, always pending; defaults: type complaint, priority medium, category other. */
  async submit(user: AuthUser, input: SubmitComplaintInput): Promise<Complaint> {
    const category = input.category ?? ComplaintCategory.OTHER;
    const priority = input.priority ?? ComplaintPriority.MEDIUM;
    if (input.orderId) {
      if (!mayNameOrder(category)) throw AppError.validation(COMPLAINT_MESSAGES.orderNotAllowed);
      await this.orders.assertOwnedBy(user, input.orderId);
    }
    const now = new Date();
    const created = await this.complaints.create({
      user: objectId(user._id),
      title: input.title,
      description: input.description,
      type: input.type ?? ComplaintType.COMPLAINT,
      category,
      priority,
      status: ComplaintStatus.PENDING,
      ...(input.orderId ? { orderId: objectId(input.orderId) } : {}),
      responses: [],
      dueAt: dueAtFor(now, priority, this.targets),
      createdAt: now,
      updatedAt: now,
      notices: [{ _id: new Types.ObjectId(), kind: ComplaintNoticeKind.SUBMITTED }],
      noticesDue: true,
    });
    const complaint = (await this.withPeople([created.toObject() as StoredComplaint]))[0];
    await this.events.publish(new ComplaintSubmitted(complaint, WITH_NOTICE)); // the store hears of it
    return complaint;
  }

  /** A page of the shopper's own complaints, newest first. */
  async listMine(user: AuthUser, args: PaginationArgs): Promise<Connection<Complaint>> {
    return this.page({ user: objectId(user._id) }, NEWEST, args.first, args.after);
  }

  /** A page of one customer's complaints, newest first (the admin's customer page). */
  async listOf(userId: string, args: PaginationArgs): Promise<Connection<Complaint>> {
    return this.page({ user: objectId(userId) }, NEWEST, args.first, args.after);
  }

  /**
   * How many open complaints (pending or in progress) each of these customers has; those with none
   * are absent. Reads their open complaints only, through the shoppers' index.
   */
  async openCountsOf(userIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (!userIds.length) return counts;
    const open = await this.complaints
      .find({ user: trusted({ $in: userIds.map(objectId) }), status: trusted({ $in: OPEN_STATUSES }) }, { user: 1 })
      .lean();
    for (const { user } of open) counts.set(String(user), (counts.get(String(user)) ?? 0) + 1);
    return counts;
  }

  /** Every complaint of the shopper, newest first (REST). */
  async allMine(user: AuthUser): Promise<Complaint[]> {
    const records = await this.complaints
      .find({ user: objectId(user._id) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<StoredComplaint[]>();
    return this.withPeople(records);
  }

  /** One of the shopper's own complaints; another's is 404 like a missing one. */
  async findMine(user: AuthUser, id: string): Promise<Complaint> {
    const record = await this.complaints.findOne({ _id: id, user: objectId(user._id) }).lean<StoredComplaint>();
    if (!record) throw complaintNotFound();
    return (await this.withPeople([record]))[0];
  }

  /** Any complaint (the admin's view). */
  async findAny(id: string): Promise<Complaint> {
    const record = await this.complaints.findById(id).lean<StoredComplaint>();
    if (!record) throw complaintNotFound();
    return (await this.withPeople([record]))[0];
  }

  /** GraphQL `complaint(id)`: the admin sees any complaint, a shopper only their own. */
  findForViewer(viewer: AuthUser, id: string): Promise<Complaint> {
    return viewer.role === 'admin' ? this.findAny(id) : this.findMine(viewer, id);
  }

  /**
   * A page of the admin's list: overdue complaints first, then the others, each part newest
   * first. A page that ends the overdue part continues with the others; the cursor says which
   * part it belongs to.
   */
  async list(args: ListComplaintsArgs): Promise<Connection<Complaint>> {
    const now = new Date();
    const base = await this.filterOf(args);
    const inRest = args.after ? decodeCursor(args.after)[0] === NEWEST.name : false;
    const wantsOverdue = args.overdue !== false && !inRest;
    const wantsRest = args.overdue !== true;
    const totalCount = await countMatching(this.complaints, this.withOverdue(base, args.overdue, now));

    let edges: Connection<Complaint>['edges'] = [];
    let hasNextPage = false;
    if (wantsOverdue) {
      const page = await this.page(both(base, overdueAt(now)), OVERDUE_NEWEST, args.first, args.after);
      edges = page.edges;
      hasNextPage = page.pageInfo.hasNextPage;
    }
    // Also when the overdue part filled this page: a page of 0 still tells whether others follow.
    if (wantsRest && !hasNextPage) {
      const page = await this.page(
        both(base, notOverdueAt(now)),
        NEWEST,
        args.first - edges.length,
        wantsOverdue ? null : args.after,
      );
      edges = [...edges, ...page.edges];
      hasNextPage = page.pageInfo.hasNextPage;
    }
    return { edges, pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, totalCount };
  }

  /** Every complaint matching the filters, overdue ones first, each part newest first (REST). */
  async all(filters: ComplaintFilters): Promise<Complaint[]> {
    const now = new Date();
    const base = await this.filterOf(filters);
    const read = (filter: FilterQuery<ComplaintRecord>) =>
      this.complaints.find(filter).sort({ createdAt: -1, _id: -1 }).lean<StoredComplaint[]>();
    const [overdue, others] = await Promise.all([
      filters.overdue === false ? [] : read(both(base, overdueAt(now))),
      filters.overdue === true ? [] : read(both(base, notOverdueAt(now))),
    ]);
    return this.withPeople([...overdue, ...others], now);
  }

  /**
   * Counts by status over every complaint, and how many are overdue: one `count` command each,
   * answered from the status index's entries (an aggregation read every complaint on the embedded
   * engine).
   */
  async stats(): Promise<ComplaintStats> {
    const [pending, inProgress, resolved, closed, overdue] = await Promise.all([
      countMatching(this.complaints, { status: ComplaintStatus.PENDING }),
      countMatching(this.complaints, { status: ComplaintStatus.IN_PROGRESS }),
      countMatching(this.complaints, { status: ComplaintStatus.RESOLVED }),
      countMatching(this.complaints, { status: ComplaintStatus.CLOSED }),
      countMatching(this.complaints, overdueAt(new Date())),
    ]);
    return { total: pending + inProgress + resolved + closed, pending, inProgress, resolved, closed, overdue };
  }

  /**
   * The admin's answer: kept in `responses` with its author, time and the status and priority it
   * set (unchanged ones when not given); the WIRE fields carry the latest. A new priority moves
   * the target (`dueAt`).
   */
  async respond(id: string, input: RespondToComplaintInput, admin: AuthUser): Promise<Complaint> {
    // The update is conditional on the status and priority read, its entry's "before" (another
    // answer in between: read again, at most three times, then the last values read stand).
    for (let attempt = 1; ; attempt++) {
      const current = await this.complaints
        .findById(id, { title: 1, status: 1, priority: 1, createdAt: 1, dueAt: 1 })
        .lean<StoredComplaint>();
      if (!current) throw complaintNotFound();
      const answered = await this.answer(current, input, admin, attempt < 3);
      if (!answered) continue;
      const complaint = (await this.withPeople([answered]))[0];
      // The shopper hears of the answer; the activity log records it.
      await this.events.publish(new ComplaintUpdated(complaint, WITH_NOTICE_AND_AUDIT));
      return complaint;
    }
  }

  /** The answer's one update, with its email notice and its activity-log entry; null when `guarded` and the complaint changed since `current`. */
  private async answer(
    current: StoredComplaint,
    input: RespondToComplaintInput,
    admin: AuthUser,
    guarded: boolean,
  ): Promise<StoredComplaint | null> {
    const id = current._id;
    const status = input.status ?? current.status;
    const priority = input.priority ?? current.priority;
    const at = new Date();
    const by = objectId(admin._id);
    const entry = complaintAnswered(admin, current, { status, priority, response: input.adminResponse });
    return this.complaints
      .findOneAndUpdate(
        { _id: id, ...(guarded ? { status: current.status, priority: current.priority } : {}) },
        withNotice(
          {
            $set: {
              auditDue: true,
              status,
              priority,
              adminResponse: input.adminResponse,
              respondedBy: by,
              respondedAt: at,
              updatedAt: at,
              dueAt:
                priority === current.priority ? current.dueAt : dueAtFor(current.createdAt, priority, this.targets),
            },
            $push: {
              responses: {
                message: input.adminResponse,
                respondedBy: by,
                respondedByName: admin.name,
                respondedAt: at,
                status,
                priority,
              },
              audit: entry,
            },
          },
          { _id: new Types.ObjectId(), kind: ComplaintNoticeKind.ANSWERED, response: input.adminResponse, status },
        ),
        { new: true, runValidators: true },
      )
      .lean<StoredComplaint>();
  }

  /** The activity relay's view of the complaints' audit entries (common/audit). */
  auditSource(): AuditSource {
    return auditSourceOf(this.complaints.collection);
  }

  /**
   * The shopper's reply in their own complaint's thread (another's is 404). A resolved or closed
   * complaint opens again, in progress, with a new target counted from the reply; the store hears
   * of the reply by email. The reply and its notice are one update, written only while the thread
   * still has room: the arrays' lengths read before are part of the filter, so two replies racing
   * for the last place cannot both take it.
   */
  async reply(user: AuthUser, id: string, text: string): Promise<Complaint> {
    const owned = { _id: id, user: objectId(user._id) };
    for (let attempt = 0; attempt < REPLY_ATTEMPTS; attempt++) {
      const current = await this.complaints
        .findOne(owned, { status: 1, priority: 1, dueAt: 1, responses: 1, replies: 1 })
        .lean<StoredComplaint>();
      if (!current) throw complaintNotFound();
      const answers = current.responses?.length ?? 0;
      const replies = current.replies?.length ?? 0;
      if (1 + answers + replies >= MAX_COMPLAINT_MESSAGES) {
        throw new AppError(ErrorCode.COMPLAINT_THREAD_FULL, COMPLAINT_MESSAGES.threadFull(MAX_COMPLAINT_MESSAGES));
      }
      const at = new Date();
      const status = statusAfterReply(current.status);
      const reopened = status !== current.status;
      const updated = await this.complaints
        .findOneAndUpdate(
          {
            ...owned,
            [`responses.${answers}`]: trusted({ $exists: false }),
            [`replies.${replies}`]: trusted({ $exists: false }),
          },
          withNotice(
            {
              $set: {
                status,
                updatedAt: at,
                dueAt: reopened ? dueAtFor(at, current.priority, this.targets) : current.dueAt,
              },
              $push: {
                replies: { _id: new Types.ObjectId(), author: objectId(user._id), authorName: user.name, text, at },
              },
            },
            { _id: new Types.ObjectId(), kind: ComplaintNoticeKind.REPLIED, response: text, status, reopened },
          ),
          { new: true, runValidators: true },
        )
        .lean<StoredComplaint>();
      if (!updated) continue; // another message came in meanwhile: count again
      const complaint = (await this.withPeople([updated]))[0];
      await this.events.publish(new ComplaintUpdated(complaint, WITH_NOTICE)); // the store hears of the reply
      return complaint;
    }
    throw AppError.unavailable(); // the thread kept changing under every attempt: try again in a moment
  }

  /** These complaints, or those changed at or after `since` (at most `limit`): live updates of other instances' changes. */
  async changed(which: { ids: readonly string[] } | { since: Date; limit: number }): Promise<Complaint[]> {
    const filter: FilterQuery<ComplaintRecord> =
      'ids' in which
        ? { _id: trusted({ $in: which.ids.filter((id) => Types.ObjectId.isValid(id)) }) }
        : { updatedAt: trusted({ $gte: which.since }) };
    const query = this.complaints.find(filter);
    if ('limit' in which) query.limit(which.limit);
    return this.withPeople(await query.lean<StoredComplaint[]>());
  }

  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.complaints.deleteOne({ _id: id });
    if (!deletedCount) throw complaintNotFound();
  }

  /** The filter the admin's filters describe, without the overdue part; blank filters filter nothing. */
  private async filterOf(filters: ComplaintFilters): Promise<FilterQuery<ComplaintRecord>> {
    const filter: FilterQuery<ComplaintRecord> = compactFilter({
      status: filters.status,
      type: filters.type,
      priority: filters.priority,
      category: filters.category,
    });
    const search = filters.search?.trim();
    if (!search) return filter;
    const pattern = new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    const userIds = await this.users.idsMatching(search);
    return {
      ...filter,
      $or: [{ title: pattern }, ...(userIds.length ? [{ user: trusted({ $in: userIds.map(objectId) }) }] : [])],
    };
  }

  private withOverdue(base: FilterQuery<ComplaintRecord>, overdue: boolean | null | undefined, now: Date) {
    if (overdue === true) return both(base, overdueAt(now));
    if (overdue === false) return both(base, notOverdueAt(now));
    return base;
  }

  private async page(
    filter: FilterQuery<ComplaintRecord>,
    order: KeysetOrder,
    first: number,
    after?: string | null,
  ): Promise<Connection<Complaint>> {
    const page = await paginate(this.complaints, { filter, order, first, after }, (record) => record);
    const nodes = await this.withPeople(page.edges.map((edge) => edge.node));
    return { ...page, edges: page.edges.map((edge, i) => ({ cursor: edge.cursor, node: nodes[i] })) };
  }

  /** Complaints with their customers and responders, looked up with one `$in` query; a deleted account is DELETED_CUSTOMER. */
  private async withPeople(records: StoredComplaint[], now = new Date()): Promise<Complaint[]> {
    const people = await this.users.findMany(records.flatMap(peopleOf));
    const person = (id: unknown) => {
      const found = people.get(String(id));
      return { _id: String(id), name: found ? found.name : DELETED_CUSTOMER, email: found?.email ?? '', gone: !found };
    };
    return records.map((record) => toComplaint(record, person, now));
  }
}
