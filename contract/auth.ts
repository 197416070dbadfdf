import { Type, type Static } from 'typebox';
import { IdSchema } from './limits.js';
import { UserSummaryFields } from './users.js';
import { routeContracts } from './routes.js';

// The sign-in, session, 2FA and password API. Fields the server answers a Turkish message for when
// they are missing ("Kullanıcı adı gereklidir", …) are optional here.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** Longer input is refused by the schema; between PASSWORD_MAX_LENGTH and this the rule's message answers. */
const PASSWORD_INPUT_MAX_LENGTH = 1024;
const USERNAME_INPUT_MAX_LENGTH = 128;

const Message = Type.String();

export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: USERNAME_INPUT_MAX_LENGTH })),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
});
export type LoginBody = Static<typeof LoginBody>;

/** The signed-in user: /auth/me, and with `token` the answer of a completed sign-in. */
export const SessionUser = Type.Object({
  ...UserSummaryFields,
  /** The role's code name again. */
  role: Type.String(),
  /** Effective permissions, as the server computed them. */
  permissions: Type.Array(Type.String()),
});
export type SessionUser = Static<typeof SessionUser>;

export const SignedIn = Type.Object({ ...SessionUser.properties, token: Type.String(), message: Message });
export type SignedIn = Static<typeof SignedIn>;

/** The password was right and the account has 2FA: the code and this ticket complete the sign-in. */
export const TwoFactorRequired = Type.Object({
  is_2fa_enabled: Type.Literal(true),
  requires2FA: Type.Literal(true),
  userId: Type.Integer(),
  ticket: Type.String(),
  message: Message,
});
export type TwoFactorRequired = Static<typeof TwoFactorRequired>;

export const LoginAnswer = Type.Union([SignedIn, TwoFactorRequired]);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const TwoFactorValidateBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 16 })),
  userId: Type.Optional(IdSchema),
  ticket: Type.Optional(Type.String({ maxLength: 256 })),
});
export type TwoFactorValidateBody = Static<typeof TwoFactorValidateBody>;

export const LoginAttemptsQuery = Type.Object({
  username: Type.Optional(Type.String({ maxLength: USERNAME_INPUT_MAX_LENGTH })),
});
export const LoginAttemptsBody = LoginAttemptsQuery;

/** A username's failure counter (kept for any typed name, so it never tells which users exist). */
export const LoginAttemptState = Type.Object({
  attempts: Type.Integer(),
  isBlocked: Type.Boolean(),
  /** ISO time the block ends, or null. */
  blockedUntil: Type.Union([Type.Null(), Type.String()]),
});
export type LoginAttemptState = Static<typeof LoginAttemptState>;
export const LoginAttemptsAnswer = Type.Object({ data: LoginAttemptState });
export type LoginAttemptsAnswer = Static<typeof LoginAttemptsAnswer>;

export const MessageAnswer = Type.Object({ message: Message });

export const TwoFactorStatus = Type.Object({ is2FAEnabled: Type.Boolean() });
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
export const TwoFactorSetup = Type.Object({
  /** The otpauth URI as a PNG data URL. */
  qrCode: Type.String(),
  secret: Type.String(),
});
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export const TwoFactorVerifyBody = Type.Object({ token: Type.Optional(Type.String({ maxLength: 16 })) });
export const TwoFactorDisableBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
});
export const TwoFactorChanged = Type.Object({ message: Message, is2FAEnabled: Type.Boolean() });
export type TwoFactorChanged = Static<typeof TwoFactorChanged>;

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
  newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const AuthRoutes = routeContracts('auth', {
  login: {
    access: 'public',
    summary: 'Sign in with username and password (a 2FA account gets a ticket for the code step)',
    body: LoginBody,
    ok: LoginAnswer,
  },
  loginAttempts: {
    access: 'public',
    summary: 'Failed sign-in counter of a username',
    querystring: LoginAttemptsQuery,
    ok: LoginAttemptsAnswer,
  },
  recordLoginAttempt: {
    access: 'public',
    summary: 'Failed sign-in counter of a username (after a failed sign-in)',
    body: LoginAttemptsBody,
    ok: LoginAttemptsAnswer,
  },
  me: { access: 'profile.show', summary: 'The signed-in user', ok: SessionUser },
  logout: { access: 'profile.sign_out', summary: 'End this session', ok: MessageAnswer },
  twoFactorStatus: { access: 'profile.show', summary: 'Is 2FA on', ok: TwoFactorStatus },
  twoFactorSetup: {
    access: 'profile.edit',
    summary: 'Start 2FA setup: a new secret and its QR code',
    ok: TwoFactorSetup,
  },
  twoFactorVerify: {
    access: 'profile.edit',
    summary: 'Turn 2FA on with the first code of the new secret',
    body: TwoFactorVerifyBody,
    ok: TwoFactorChanged,
  },
  twoFactorDisable: {
    access: 'profile.edit',
    summary: 'Turn 2FA off (needs the password)',
    body: TwoFactorDisableBody,
    ok: TwoFactorChanged,
  },
  twoFactorValidate: {
    access: 'public',
    summary: 'Complete a 2FA sign-in with a TOTP code',
    body: TwoFactorValidateBody,
    ok: SignedIn,
  },
  changePassword: {
    access: 'profile.edit',
    summary: "Change the signed-in user's password (ends their other sessions)",
    body: PasswordChangeBody,
    ok: MessageAnswer,
  },
});
