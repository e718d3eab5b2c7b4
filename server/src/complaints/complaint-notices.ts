import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Upgrades } from '../database/upgrades';
import { NoticeFlags, type MessageOf, type NoticeMail, type NoticeSource, type PendingNotice } from '../mail';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import type { ComplaintMails } from './complaint-mails';
import { EmailPreferencesService, type Recipient } from '../users/email-preferences.service';
import {
  Complaint as ComplaintRecord,
  ComplaintNoticeKind,
  type ComplaintNoticeRecord,
} from './schemas/complaint.schema';

type NoticedComplaint = Pick<
  ComplaintRecord,
  'user' | 'title' | 'description' | 'type' | 'category' | 'priority' | 'notices'
> & { _id: Types.ObjectId };

/**
 * The complaints' side of the outbox: a new complaint and a shopper's reply tell the store (its
 * contact email as saved in Settings, first value STORE_EMAIL; none when there is none), an answer tells the shopper unless they turned complaint
 * emails off. Each notice is
 * written with the complaint or in the answer's own update (ComplaintsService).
 */
@Injectable()
export class ComplaintNotices implements NoticeSource {
  private readonly flags: NoticeFlags;

  constructor(
    @InjectModel(ComplaintRecord.name) complaints: Model<ComplaintRecord>,
    private readonly users: EmailPreferencesService,
    private readonly identity: StoreIdentityService,
    upgrades: Upgrades,
  ) {
    this.flags = new NoticeFlags(complaints.collection, upgrades, 'complaints');
  }

  async pendingNotices(limit: number): Promise<PendingNotice[]> {
    const records = await this.flags.due<NoticedComplaint>(limit, {
      user: 1,
      title: 1,
      description: 1,
      type: 1,
      category: 1,
      priority: 1,
    });
    if (!records.length) return [];
    const [people, { email: store }] = await Promise.all([
      this.users.recipients(records.map((complaint) => String(complaint.user))),
      this.identity.identity(),
    ]);
    return records.flatMap((complaint) =>
      (complaint.notices ?? []).map((notice) => ({
        key: `complaint:${String(complaint._id)}:${String(notice._id)}`,
        mails: this.mailsOf(complaint, notice, people.get(String(complaint.user)), store),
        handed: () => this.flags.handed(complaint._id, notice._id),
      })),
    );
  }

  private mailsOf(
    complaint: NoticedComplaint,
    notice: ComplaintNoticeRecord,
    customer: Recipient | undefined,
    store: string,
  ): NoticeMail[] {
    const complaintId = String(complaint._id);
    if (notice.kind === ComplaintNoticeKind.SUBMITTED) {
      if (!store) return [];
      return [
        {
          recipient: 'store',
          to: store,
          replyTo: customer?.email,
          message: {
            template: 'complaint-new',
            data: {
              complaintId,
              title: complaint.title,
              description: complaint.description,
              customerName: customer?.name ?? 'A former customer',
              customerEmail: customer?.email ?? '',
              type: complaint.type,
              category: complaint.category,
              priority: complaint.priority,
            },
          } satisfies MessageOf<ComplaintMails>,
        },
      ];
    }
    if (notice.kind === ComplaintNoticeKind.REPLIED) {
      if (!store) return [];
      return [
        {
          recipient: 'store',
          to: store,
          replyTo: customer?.email,
          message: {
            template: 'complaint-reply',
            data: {
              complaintId,
              title: complaint.title,
              reply: notice.response ?? '',
              customerName: customer?.name ?? 'A former customer',
              customerEmail: customer?.email ?? '',
              reopened: notice.reopened ?? false,
            },
          } satisfies MessageOf<ComplaintMails>,
        },
      ];
    }
    if (!customer?.complaintEmails) return [];
    return [
      {
        recipient: 'shopper',
        to: customer.email,
        message: {
          template: 'complaint-answered',
          data: {
            complaintId,
            name: customer.name,
            title: complaint.title,
            response: notice.response ?? '',
            status: notice.status ?? '',
          },
        } satisfies MessageOf<ComplaintMails>,
      },
    ];
  }
}
