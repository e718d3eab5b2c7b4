import { Global, Module } from '@nestjs/common';
import { LiveServer } from './live-server';
import { LiveStreams } from './live-streams';

/** GraphQL subscriptions: the socket server (LiveServer) and the event streams every module's resolvers use. */
@Global()
@Module({ providers: [LiveStreams, LiveServer], exports: [LiveStreams, LiveServer] })
export class LiveModule {}
