import { Body, Controller, Inject, Param } from '@nestjs/common';
import { tokenIdParamSchema } from '@portal/contracts';
import type { SessionUser } from '../auth/session-user.js';
import { CurrentUser } from '../common/access.js';
import { notFound } from '../common/api-exception.js';
import { Route, type Reply, type RequestBody } from '../common/route.js';
import { TokensService } from './tokens.service.js';

function tokenId(raw: string): number {
  const id = tokenIdParamSchema.safeParse(raw);
  if (!id.success) throw notFound();
  return id.data;
}

/** /rest/tokens/*: the user's personal access tokens (issue 43); session only, never a token. */
@Controller()
export class TokensController {
  constructor(@Inject(TokensService) private readonly tokens: TokensService) {}

  @Route('tokenList')
  list(@CurrentUser() user: SessionUser): Promise<Reply<'tokenList'>> {
    return this.tokens.list(user);
  }

  @Route('tokenCreate')
  create(
    @CurrentUser() user: SessionUser,
    @Body() body: RequestBody<'tokenCreate'>,
  ): Promise<Reply<'tokenCreate'>> {
    return this.tokens.create(user, body);
  }

  @Route('tokenRevoke')
  revoke(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() _empty: RequestBody<'tokenRevoke'>,
  ): Promise<Reply<'tokenRevoke'>> {
    return this.tokens.revoke(user, tokenId(id));
  }
}
