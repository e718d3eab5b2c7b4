import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { DeletePayload } from '../common/http/delete-payload.model';
import { ParseObjectIdPipe } from '../common/http/parse-object-id.pipe';
import { PaginationArgs } from '../common/pagination/pagination.args';
import { COMPLAINT_MESSAGES } from './complaints.messages';
import { ComplaintsService } from './complaints.service';
import { ListComplaintsArgs } from './dto/list-complaints.args';
import { ReplyToComplaintInput } from './dto/reply-to-complaint.input';
import { RespondToComplaintInput } from './dto/respond-to-complaint.input';
import { SubmitComplaintInput } from './dto/submit-complaint.input';
import { ComplaintConnection, ComplaintPayload, ComplaintStats } from './models/complaint-payloads.model';
import { LiveStreams, type Topic } from '../common/events/live-streams';
import { ComplaintSubmitted, ComplaintUpdated } from './complaint-events';
import { Complaint } from './models/complaint.model';

const ComplaintId = () => Args('id', { type: () => ID }, new ParseObjectIdPipe('complaint id'));

@Resolver(() => Complaint)
export class ComplaintsResolver {
  /** Each shopper's complaints as they change: an answer or a reply reaches its shopper's subscriptions only. */
  private readonly shoppersComplaints: Topic<Complaint>;

  constructor(
    private readonly service: ComplaintsService,
    private readonly live: LiveStreams,
  ) {
    this.shoppersComplaints = live.topic(
      ComplaintUpdated,
      ({ complaint }) => [complaint.user._id],
      ({ complaint }) => complaint,
    );
  }

  @Mutation(() => ComplaintPayload, {
    description: 'File a complaint, feedback, suggestion or bug report (REST: POST /api/user/complaint)',
  })
  async submitComplaint(
    @CurrentUser() user: AuthUser,
    @Args('input') input: SubmitComplaintInput,
  ): Promise<ComplaintPayload> {
    return { message: COMPLAINT_MESSAGES.submitted, complaint: await this.service.submit(user, input) };
  }

  @Query(() => ComplaintConnection, {
    description: "A page of the signed-in shopper's complaints, newest first (REST: GET /api/user/complaints)",
  })
  myComplaints(@CurrentUser() user: AuthUser, @Args() args: PaginationArgs): Promise<ComplaintConnection> {
    return this.service.listMine(user, args);
  }

  @Query(() => Complaint, {
    description: "One complaint: a shopper's own (another's is NOT_FOUND), or any for the admin",
  })
  complaint(@CurrentUser() viewer: AuthUser, @ComplaintId() id: string): Promise<Complaint> {
    return this.service.findForViewer(viewer, id);
  }

  @Roles(Role.ADMIN)
  @Query(() => ComplaintConnection, {
    description:
      'A page of all complaints with filters (blank filters nothing), overdue first, then newest (REST: GET /api/admin/complaints)',
  })
  complaints(@Args() args: ListComplaintsArgs): Promise<ComplaintConnection> {
    return this.service.list(args);
  }

  @Roles(Role.ADMIN)
  @Query(() => ComplaintStats, { description: 'Counts by status and overdue (REST: GET /api/admin/complaints/stats)' })
  complaintStats(): Promise<ComplaintStats> {
    return this.service.stats();
  }

  @Roles(Role.ADMIN)
  @Mutation(() => ComplaintPayload, {
    description: 'Answer a complaint, optionally setting its status and priority (REST: PUT /api/admin/complaint/:id)',
  })
  async respondToComplaint(
    @CurrentUser() admin: AuthUser,
    @ComplaintId() id: string,
    @Args('input') input: RespondToComplaintInput,
  ): Promise<ComplaintPayload> {
    return { message: COMPLAINT_MESSAGES.updated, complaint: await this.service.respond(id, input, admin) };
  }

  @Mutation(() => ComplaintPayload, {
    description:
      "Reply in your own complaint's thread; a resolved or closed complaint is in progress again (REST: POST /api/user/complaints/:id/messages)",
  })
  async replyToComplaint(
    @CurrentUser() user: AuthUser,
    @ComplaintId() id: string,
    @Args() input: ReplyToComplaintInput,
  ): Promise<ComplaintPayload> {
    return { message: COMPLAINT_MESSAGES.replied, complaint: await this.service.reply(user, id, input.message) };
  }

  @Roles(Role.ADMIN)
  @Mutation(() => DeletePayload, { description: 'Delete a complaint (REST: DELETE /api/admin/complaint/:id)' })
  async deleteComplaint(@ComplaintId() id: string): Promise<DeletePayload> {
    await this.service.remove(id);
    return { message: COMPLAINT_MESSAGES.deleted };
  }

  @Subscription(() => Complaint, {
    description:
      "The signed-in shopper's own complaints as they change: an answer, a status or priority, a message of the thread",
    resolve: (complaint: Complaint) => complaint,
  })
  myComplaintUpdated(@CurrentUser() user: AuthUser): AsyncIterator<Complaint> {
    return this.shoppersComplaints.watch(user._id);
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Complaint, { description: 'Every new complaint', resolve: (complaint: Complaint) => complaint })
  complaintSubmitted(): AsyncIterator<Complaint> {
    return this.live.of(ComplaintSubmitted, ({ complaint }) => complaint);
  }

  @Roles(Role.ADMIN)
  @Subscription(() => Complaint, {
    description: 'Every complaint that changed: an answer, a status or priority, a reply of its shopper',
    resolve: (complaint: Complaint) => complaint,
  })
  complaintUpdated(): AsyncIterator<Complaint> {
    return this.live.of(ComplaintUpdated, ({ complaint }) => complaint);
  }
}
