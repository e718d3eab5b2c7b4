import { Global, Module } from '@nestjs/common';
import { LiveServer } from './live-server';

/**
 * GraphQL subscriptions' transport: the socket server (LiveServer). What resolvers build their
 * streams from (LiveStreams, EventStream) is the bus's, in common/events.
 */
@Global()
@Module({ providers: [LiveServer], exports: [LiveServer] })
export class LiveModule {}
