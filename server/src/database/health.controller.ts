import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Connection, ConnectionStates } from 'mongoose';
import { Public } from '../common/auth/access.decorators';
import { DATABASE, type ResolvedDatabase } from './resolved-database';

const healthSchema = (status: string) => ({
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: [status] },
    database: {
      type: 'object',
      required: ['engine', 'state'],
      properties: {
        engine: { type: 'string', enum: ['mongodb', 'mongodb-memory-server', 'mongo-java-server'] },
        state: { type: 'string', example: 'connected' },
      },
    },
  },
});

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(DATABASE) private readonly db: ResolvedDatabase,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness: 200 when the database is connected, 503 otherwise' })
  @ApiOkResponse({ schema: healthSchema('ok') })
  @ApiServiceUnavailableResponse({ schema: healthSchema('unavailable') })
  health(@Res({ passthrough: true }) res: Response) {
    const state = ConnectionStates[this.connection.readyState] ?? 'unknown';
    const ok = this.connection.readyState === ConnectionStates.connected;
    res.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'unavailable', database: { engine: this.db.engine, state } };
  }
}
