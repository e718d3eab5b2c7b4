import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { LiveStreams } from './live-streams';

/** Makes the one in-process `EventBus`, and the subscription streams read from it, injectable in every module. */
@Global()
@Module({ providers: [EventBus, LiveStreams], exports: [EventBus, LiveStreams] })
export class EventsModule {}
