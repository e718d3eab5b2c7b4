import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditRegistry } from '../common/audit/audit-registry';
import { ActivityController } from './activity.controller';
import { ActivityRepository } from './activity.repository';
import { ActivityResolver } from './activity.resolver';
import { ActivityService } from './activity.service';
import { ActivityIntent, ActivityIntentSchema } from './schemas/activity-intent.schema';
import { ActivitySchema, ActivityRecord } from './schemas/activity.schema';

/**
 * The activity (audit) log: the relay of the entries the admin's writes record on their documents
 * (the `activity` job) and the admin's view of it (GET /api/admin/activity, the `activity` query).
 * Global, as the EventBus is: a module whose documents carry entries registers its source with the
 * AuditRegistry (common/audit); this module knows no domain.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ActivityRecord.name, schema: ActivitySchema },
      { name: ActivityIntent.name, schema: ActivityIntentSchema },
    ]),
  ],
  controllers: [ActivityController],
  providers: [AuditRegistry, ActivityRepository, ActivityService, ActivityResolver],
  exports: [AuditRegistry, ActivityService],
})
export class ActivityModule {}
