import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Role, type AuthUser } from '../common/auth/role';
import { ErrorCode } from '../common/errors/error-code';
import { ApiErrors } from '../common/http/api-errors';
import { ObjectIdParam } from '../common/http/parse-object-id.pipe';
import { COMPLAINT_MESSAGES } from './complaints.messages';
import { ComplaintsService } from './complaints.service';
import { ComplaintFilters } from './dto/list-complaints.args';
import { ReplyToComplaintInput } from './dto/reply-to-complaint.input';
import { RespondToComplaintInput } from './dto/respond-to-complaint.input';
import { SubmitComplaintInput } from './dto/submit-complaint.input';
import {
  ComplaintDeletedEnvelope,
  ComplaintEnvelope,
  ComplaintPayloadEnvelope,
  ComplaintsEnvelope,
  ComplaintStatsEnvelope,
} from './models/complaint-payloads.model';

const ComplaintId = () => ObjectIdParam('id', 'complaint id');

/** The complaint routes (docs/api.md "Complaints"); every answer carries `success: true`. */
@ApiTags('complaints')
@Controller()
export class ComplaintsController {
  constructor(private readonly complaints: ComplaintsService) {}

  @Post('user/complaint')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ComplaintPayloadEnvelope, description: 'A new complaint, pending' })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async submit(@CurrentUser() user: AuthUser, @Body() input: SubmitComplaintInput): Promise<ComplaintPayloadEnvelope> {
    const complaint = await this.complaints.submit(user, input);
    return { success: true, message: COMPLAINT_MESSAGES.submitted, complaint };
  }

  @Get('user/complaints')
  @ApiOkResponse({ type: ComplaintsEnvelope, description: "The shopper's own complaints, newest first" })
  async mine(@CurrentUser() user: AuthUser): Promise<ComplaintsEnvelope> {
    return { success: true, complaints: await this.complaints.allMine(user) };
  }

  @Get('user/complaint/:id')
  @ApiOkResponse({ type: ComplaintEnvelope })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async myComplaint(@CurrentUser() user: AuthUser, @ComplaintId() id: string): Promise<ComplaintEnvelope> {
    return { success: true, complaint: await this.complaints.findMine(user, id) };
  }

  @Post('user/complaints/:id/messages')
  @HttpCode(201)
  @ApiCreatedResponse({
    type: ComplaintPayloadEnvelope,
    description: 'The complaint with the reply last in `messages`; a resolved or closed complaint is in progress again',
  })
  @ApiErrors(ErrorCode.NOT_FOUND, ErrorCode.COMPLAINT_THREAD_FULL)
  async reply(
    @CurrentUser() user: AuthUser,
    @ComplaintId() id: string,
    @Body() input: ReplyToComplaintInput,
  ): Promise<ComplaintPayloadEnvelope> {
    const complaint = await this.complaints.reply(user, id, input.message);
    return { success: true, message: COMPLAINT_MESSAGES.replied, complaint };
  }

  @Roles(Role.ADMIN)
  @Get('admin/complaints')
  @ApiOkResponse({
    type: ComplaintsEnvelope,
    description: 'Every complaint matching the filters (an empty value filters nothing), overdue first, then newest',
  })
  async all(@Query() filters: ComplaintFilters): Promise<ComplaintsEnvelope> {
    return { success: true, complaints: await this.complaints.all(filters) };
  }

  @Roles(Role.ADMIN)
  @Get('admin/complaints/stats')
  @ApiOkResponse({ type: ComplaintStatsEnvelope })
  async stats(): Promise<ComplaintStatsEnvelope> {
    return { success: true, stats: await this.complaints.stats() };
  }

  @Roles(Role.ADMIN)
  @Get('admin/complaint/:id')
  @ApiOkResponse({ type: ComplaintEnvelope })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async complaint(@ComplaintId() id: string): Promise<ComplaintEnvelope> {
    return { success: true, complaint: await this.complaints.findAny(id) };
  }

  @Roles(Role.ADMIN)
  @Put('admin/complaint/:id')
  @ApiOkResponse({
    type: ComplaintPayloadEnvelope,
    description: 'Sets respondedBy and respondedAt; every response is kept, and is a message of the thread',
  })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async respond(
    @CurrentUser() admin: AuthUser,
    @ComplaintId() id: string,
    @Body() input: RespondToComplaintInput,
  ): Promise<ComplaintPayloadEnvelope> {
    const complaint = await this.complaints.respond(id, input, admin);
    return { success: true, message: COMPLAINT_MESSAGES.updated, complaint };
  }

  @Roles(Role.ADMIN)
  @Delete('admin/complaint/:id')
  @ApiOkResponse({ type: ComplaintDeletedEnvelope })
  @ApiErrors(ErrorCode.NOT_FOUND)
  async remove(@ComplaintId() id: string): Promise<ComplaintDeletedEnvelope> {
    await this.complaints.remove(id);
    return { success: true, message: COMPLAINT_MESSAGES.deleted };
  }
}
