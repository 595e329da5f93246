// User and login calls (calls-spec.md §7 "User and login"). Calls made before a token exists are
// public; the rest need a signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { bearerToken, requireUser } from '../../plugins/access.ts';
import {
  AuthorizationCodeBody,
  ChangePasswordBody,
  ConfirmForgotPasswordBody,
  ForgotPasswordBody,
  LoginBody,
  PermissionQuery,
  PermissionResult,
  RefreshTokenBody,
  TokenSet,
  UserDetail,
  VerifiedToken,
} from './user.schemas.ts';
import {
  changePassword,
  confirmForgotPassword,
  forgotPassword,
  loginWithAuthorizationCode,
  loginWithPassword,
  permissionMap,
  refreshTokens,
  userDetail,
} from './user.service.ts';
import { limited, withSignInLimit } from '../../plugins/rate-limits.ts';
import { acceptedLanguage } from '../../lib/language-tags.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];
const Done = ok(Type.Null());

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Password sign-in (embedded issuer only; with an external issuer 400000: use single sign-on)',
        description:
          'Errors: 400601 attempt limit (locked for 15 minutes after 5 failures; 429 after 5 wrong passwords from one address within a minute), 401600 disabled, 401700 wrong password, 401702 unknown user, 401703 account not activated.',
        body: LoginBody,
        response: { 200: ok(TokenSet) },
      },
    },
    async (request) => ({
      result: await withSignInLimit(app, request, () =>
        loginWithPassword(app, request.body.username, request.body.password),
      ),
    }),
  );

  app.post(
    '/user/login/authorization_code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Exchanges an authorization code (with its PKCE verifier) at the issuer',
        description: 'A wrong, used or expired code, or a verifier that does not match → 401000.',
        body: AuthorizationCodeBody,
        response: { 200: ok(TokenSet) },
      },
    },
    async (request) => ({ result: await loginWithAuthorizationCode(app, request.body) }),
  );

  app.post(
    '/user/refresh_token',
    {
      config: { access: 'public', ...limited('refreshToken') },
      schema: {
        tags,
        summary: 'New tokens for a refresh token (refresh tokens rotate: use the returned one next time)',
        description: 'An invalid, used or expired refresh token → 401701.',
        body: RefreshTokenBody,
        response: { 200: ok(TokenSet) },
      },
    },
    async (request) => ({ result: await refreshTokens(app, request.body.refresh_token) }),
  );

  app.get(
    '/user/verify_token',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security: bearer,
        summary: 'Checks the access token (expired → 401701)',
        response: { 200: ok(VerifiedToken) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const claims = await app.ctx.issuer.verifier().verify(bearerToken(request) ?? '');
      return { result: { username: user.email, sub: claims.sub, exp: claims.exp } };
    },
  );

  app.get(
    '/user/detail',
    {
      config: { access: 'user' },
      schema: { tags, security: bearer, summary: 'The signed-in user', response: { 200: ok(UserDetail) } },
    },
    async (request) => {
      const user = await userDetail(app, requireUser(request).id);
      return {
        result: {
          username: user.email,
          email: user.email,
          display_name: user.displayName,
          status: user.status,
          identity_provider:
            app.ctx.issuer.kind === 'embedded'
              ? ('cognito' as const)
              : ('cognito_microsoft_federation' as const),
        },
      };
    },
  );

  app.get(
    '/user/permission',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security: bearer,
        summary: 'Permission map of the signed-in user (all 25 keys)',
        querystring: PermissionQuery,
        response: { 200: ok(PermissionResult) },
      },
    },
    async (request) => ({ result: { permission: permissionMap(requireUser(request)) } }),
  );

  app.post(
    '/user/change_password',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security: bearer,
        summary: 'Changes the password (embedded issuer only)',
        description:
          'Wrong old password → 401700 (counts towards the attempt limit, 400601); a new password breaking the rules → 400700.',
        body: ChangePasswordBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      await changePassword(
        app,
        requireUser(request).id,
        request.body.old_password,
        request.body.new_password,
      );
      return { result: null };
    },
  );

  app.post(
    '/user/forgot_password',
    {
      config: { access: 'public', ...limited('forgotPassword') },
      schema: {
        tags,
        summary:
          'Mails a 6-digit reset code (valid 15 minutes); answers the same whether the account exists or not',
        body: ForgotPasswordBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      await forgotPassword(
        app,
        request.body.username,
        request.body.language ?? acceptedLanguage(request.headers['accept-language']),
      );
      return { result: null };
    },
  );

  app.post(
    '/user/confirm_forgot_password',
    {
      config: { access: 'public', ...limited('confirmForgotPassword') },
      schema: {
        tags,
        summary: 'Sets a new password with the mailed code; signs the account out everywhere',
        description:
          'Wrong or expired code → 400700 (field body/code); 5 wrong codes → 400601 until a new code is requested.',
        body: ConfirmForgotPasswordBody,
        response: { 200: Done },
      },
    },
    async (request) => {
      await confirmForgotPassword(app, request.body.username, request.body.code, request.body.new_password);
      return { result: null };
    },
  );
};
