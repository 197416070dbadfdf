import { Type, type Static } from 'typebox';
import { IdSchema } from './limits.js';
import { UserSummaryFields } from './users.js';

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

/** The signed-in user: /auth/me, and with `token` the answer of a completed sign-in. */
export const SessionUser = Type.Object({
  ...UserSummaryFields,
  /** The role's code name again. */
  role: Type.String(),
  /** Effective permissions, as the server computed them. */
  permissions: Type.Array(Type.String()),
});

export const SignedIn = Type.Object({ ...SessionUser.properties, token: Type.String(), message: Message });

/** The password was right and the account has 2FA: the code and this ticket complete the sign-in. */
export const TwoFactorRequired = Type.Object({
  is_2fa_enabled: Type.Literal(true),
  requires2FA: Type.Literal(true),
  userId: Type.Integer(),
  ticket: Type.String(),
  message: Message,
});

export const LoginAnswer = Type.Union([SignedIn, TwoFactorRequired]);

export const TwoFactorValidateBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 16 })),
  userId: Type.Optional(IdSchema),
  ticket: Type.Optional(Type.String({ maxLength: 256 })),
});

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
export const LoginAttemptsAnswer = Type.Object({ data: LoginAttemptState });

export const MessageAnswer = Type.Object({ message: Message });

export const TwoFactorStatus = Type.Object({ is2FAEnabled: Type.Boolean() });
export const TwoFactorSetup = Type.Object({
  /** The otpauth URI as a PNG data URL. */
  qrCode: Type.String(),
  secret: Type.String(),
});
export const TwoFactorVerifyBody = Type.Object({ token: Type.Optional(Type.String({ maxLength: 16 })) });
export const TwoFactorDisableBody = Type.Object({
  password: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
});
export const TwoFactorChanged = Type.Object({ message: Message, is2FAEnabled: Type.Boolean() });

export const PasswordChangeBody = Type.Object({
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
  newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_INPUT_MAX_LENGTH })),
});

export type LoginBody = Static<typeof LoginBody>;
export type SessionUser = Static<typeof SessionUser>;
export type SignedIn = Static<typeof SignedIn>;
export type TwoFactorRequired = Static<typeof TwoFactorRequired>;
export type LoginAnswer = Static<typeof LoginAnswer>;
export type TwoFactorValidateBody = Static<typeof TwoFactorValidateBody>;
export type LoginAttemptState = Static<typeof LoginAttemptState>;
export type LoginAttemptsAnswer = Static<typeof LoginAttemptsAnswer>;
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;
export type TwoFactorChanged = Static<typeof TwoFactorChanged>;
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
