import { Injectable } from '@nestjs/common';
import type { AuditSource } from './audit-source';

/**
 * The collections whose documents carry audit entries, registered by the modules that own them at
 * start-up (the way notice sources join the MailRegistry); the activity relay reads them all and
 * knows no domain.
 */
@Injectable()
export class AuditRegistry {
  private readonly sources = new Map<string, AuditSource>();

  register(name: string, source: AuditSource): void {
    this.sources.set(name, source);
  }

  /** The source registered as `name` (a deletion's intent names it). */
  get(name: string): AuditSource | undefined {
    return this.sources.get(name);
  }

  all(): AuditSource[] {
    return [...this.sources.values()];
  }
}
