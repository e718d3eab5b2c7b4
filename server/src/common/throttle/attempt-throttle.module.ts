import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AttemptCount, AttemptCountSchema } from './attempt-count.schema';
import { AttemptThrottleService } from './attempt-throttle.service';

/** The attempt counts (`loginfailures`) and the one service that reads and writes them. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AttemptCount.name, schema: AttemptCountSchema }])],
  providers: [AttemptThrottleService],
  exports: [AttemptThrottleService],
})
export class AttemptThrottleModule {}
