import { Global, Module } from '@nestjs/common';
import { LiveStreams } from './live-streams';

/** GraphQL subscriptions' plumbing, for every module's resolvers. */
@Global()
@Module({ providers: [LiveStreams], exports: [LiveStreams] })
export class LiveModule {}
