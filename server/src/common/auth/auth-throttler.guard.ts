import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { httpPair } from './execution-context';

/**
 * Per-IP rate limit for sign-in and registration, on REST and GraphQL. The stock guard only
 * knows HTTP contexts, so it is taught where GraphQL keeps the request; and it counts per
 * handler, so the key drops the handler: login and register, over either transport, share one
 * budget per IP.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected getRequestResponse(context: ExecutionContext) {
    return httpPair(context) as unknown as { req: Record<string, any>; res: Record<string, any> };
  }

  protected generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `auth:${throttlerName}:${tracker}`;
  }
}
