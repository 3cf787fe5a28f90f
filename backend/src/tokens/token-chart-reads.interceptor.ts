import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Endpoint, endpoints } from '@portal/contracts';
import type { Request } from 'express';
import { type Observable, tap } from 'rxjs';
import { AuditService } from '../audit/audit.service.js';
import { declaredEndpoint } from '../common/access.js';

const chartReads = new Set<Endpoint>([endpoints.chartData, endpoints.chartMeasurements]);

/**
 * A chart read by a personal access token goes into the unit's access log (a script pulling history
 * is worth the owner's eye; the browser's own chart reads are not logged).
 */
@Injectable()
export class TokenChartReads implements NestInterceptor {
  private readonly logger = new Logger('Tokens');

  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const grant = request.accessToken;
    const endpoint = declaredEndpoint(this.reflector, context);
    const sn = typeof request.params.sn === 'string' ? request.params.sn : undefined;
    if (!grant || !request.user || !endpoint || !chartReads.has(endpoint) || !sn) return next.handle();
    const user = request.user;
    return next.handle().pipe(
      tap(() => {
        this.audit
          .record({
            actor: user.login,
            action: 'access.chartRead',
            sn,
            actorId: user.id,
            accessorKind: 'token',
            granteeId: String(grant.id),
            details: { path: request.path },
          })
          .catch((error: unknown) => this.logger.warn(`chart read not logged: ${String(error)}`));
      }),
    );
  }
}
