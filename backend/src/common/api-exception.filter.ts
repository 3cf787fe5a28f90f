import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type ApiErrorBody, type ErrorKey, type Language, translateError } from '@portal/contracts';
import { ApiException } from './api-exception.js';
import { errorPage } from './error-page.js';
import { requestLanguage } from './language.js';

const keyByStatus: Record<number, ErrorKey> = {
  400: 'exception.validation',
  401: 'exception.loginrequired',
  403: 'exception.accessdenied',
  404: 'exception.notfound',
  429: 'exception.toomanyrequests',
};

/** Turns every error into the spec's `{status, message, key}` body; unknown errors become a logged 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const language = requestLanguage(request);

    let body: ApiErrorBody;
    if (error instanceof ApiException) {
      for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value);
      body = {
        status: error.status,
        key: error.key,
        message: translateError(error.key, language, error.params),
        ...(error.fields ? { fields: error.fields } : {}),
      };
    } else if (error instanceof HttpException || isHttpError(error)) {
      // Framework errors: unknown routes, malformed JSON, oversized bodies.
      const status = error instanceof HttpException ? error.getStatus() : error.status;
      const key = keyByStatus[status] ?? 'exception.error';
      body = { status, key, message: translateError(key, language) };
    } else {
      // A failed query's reason is its cause (drizzle wraps the driver's error).
      this.logger.error(
        `${request.method} ${request.originalUrl}`,
        error instanceof Error
          ? `${error.stack}${error.cause instanceof Error ? `\ncause: ${error.cause.message}` : ''}`
          : error,
      );
      body = {
        status: 500,
        key: 'exception.internal',
        message: translateError('exception.internal', language),
      };
    }
    if (!response.headersSent) this.send(request, response, body, language);
  }

  protected send(_request: Request, response: Response, body: ApiErrorBody, _language: Language): void {
    response.status(body.status).json(body);
  }
}

/**
 * For the routes a browser opens as pages (the identity provider's redirects and form posts): a
 * page load (it prefers HTML, where fetch() and API clients take anything or JSON) gets a page
 * saying why.
 */
@Catch()
export class PageErrorFilter extends ApiExceptionFilter {
  protected override send(
    request: Request,
    response: Response,
    body: ApiErrorBody,
    language: Language,
  ): void {
    if (request.accepts(['json', 'html']) === 'html')
      response.status(body.status).type('html').send(errorPage(body, language));
    else super.send(request, response, body, language);
  }
}

function isHttpError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
