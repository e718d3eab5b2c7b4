import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** Makes the one in-process `EventBus` injectable in every module. */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
