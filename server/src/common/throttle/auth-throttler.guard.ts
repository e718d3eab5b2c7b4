import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { httpPair } from '../auth/execution-context';

/**
 * Per-IP rate limit for sign-in and registration, on REST and GraphQL. The stock guard only
 * knows HTTP contexts, so it is taught where GraphQL keeps the request; and it counts per
 * handler, so the key drops the handler: login and register, over either transport, share one
 * budget per IP. A refusal carries the standard `Retry-After` (seconds), besides the throttler's
 * own `Retry-After-auth`. What one address does to one account is counted beside it, in the
 * database (AttemptThrottleService).
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected getRequestResponse(context: ExecutionContext) {
    return httpPair(context) as unknown as { req: Record<string, any>; res: Record<string, any> };
  }

  protected generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `auth:${throttlerName}:${tracker}`;
  }

  protected async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const { res } = this.getRequestResponse(context);
    this.setResponseHeader(res, 'Retry-After', Math.max(1, Math.ceil(detail.timeToBlockExpire)));
    return super.throwThrottlingException(context, detail);
  }
}
