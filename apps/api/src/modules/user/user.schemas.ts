// Request and response schemas of the user calls (calls-spec.md "User and login").
import { Type } from 'typebox';
import { IdentityProvider, Language, PermissionKey, UserStatus } from '@dealer/contracts';
import { Enum } from '../../lib/schema.ts';

const text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

export const TokenSet = Type.Object({
  id_token: Type.String({
    description: 'OpenID Connect ID token (may be empty when an external issuer omits it on refresh)',
  }),
  access_token: Type.String({ description: 'JWT for the Authorization header of every call' }),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ description: 'Seconds the access token lives' }),
  token_type: Type.Literal('Bearer'),
});

export const LoginBody = Type.Object(
  { username: text(320, 'E-mail address'), password: text(1024) },
  { additionalProperties: false },
);

export const AuthorizationCodeBody = Type.Object(
  {
    client_id: text(256),
    code: text(2048),
    redirect_uri: text(2048, 'The redirect URI of the authorization request ($PUBLIC_URL/login)'),
    code_verifier: Type.String({
      minLength: 43,
      maxLength: 128,
      pattern: '^[A-Za-z0-9._~-]+$',
      description: 'PKCE code verifier (RFC 7636)',
    }),
  },
  { additionalProperties: false },
);

export const RefreshTokenBody = Type.Object({ refresh_token: text(4096) }, { additionalProperties: false });

export const VerifiedToken = Type.Object({
  username: Type.String(),
  sub: Type.String({ description: 'Subject of the access token at its issuer' }),
  exp: Type.Integer({ description: 'Expiry of the access token (seconds since the epoch)' }),
});

export const UserDetail = Type.Object({
  username: Type.String(),
  email: Type.String(),
  display_name: Type.String(),
  status: Type.Enum(UserStatus),
  identity_provider: Type.Enum(IdentityProvider, {
    description:
      "cognito: the portal's own user store (embedded provider); cognito_microsoft_federation: signed in through an external OpenID Connect issuer",
  }),
});

const Platform = ['dealer_portal'] as const;
export const PermissionQuery = Type.Object({
  platform: Type.Enum(Platform, { description: 'The application asking; only dealer_portal exists' }),
});

const PermissionMap = Type.Object(
  Object.fromEntries(PermissionKey.map((k) => [k, Type.Boolean()])) as Record<
    PermissionKey,
    ReturnType<typeof Type.Boolean>
  >,
);

export const PermissionResult = Type.Object({ permission: PermissionMap });

export const ChangePasswordBody = Type.Object(
  { old_password: text(1024), new_password: text(1024, 'At least 8 characters with a letter and a digit') },
  { additionalProperties: false },
);

export const ForgotPasswordBody = Type.Object(
  {
    username: text(320, 'E-mail address'),
    language: Type.Optional(
      Enum(Language, {
        description:
          "The portal's language: the mail is written in it (without it, in the Accept-Language header's, else English)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const ConfirmForgotPasswordBody = Type.Object(
  {
    username: text(320, 'E-mail address'),
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'The 6-digit code from the mail' }),
    new_password: text(1024, 'At least 8 characters with a letter and a digit'),
  },
  { additionalProperties: false },
);
