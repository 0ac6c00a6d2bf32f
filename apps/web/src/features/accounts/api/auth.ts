import type { CodePurpose, VerifyOtpData } from '@shop/shared/api/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COOKIE_ONLY_HEADERS } from '../../../lib/session';
import type { Providers, SessionData } from './types';

/*
 * The sign-up, login and password reset calls of docs/product.md#api-calls. Each answers the API's
 * envelope, whose `message` the pages show.
 */

export type RegisterInput = {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
};
export const register = (body: RegisterInput) => apiRequest<undefined>('/register', { method: 'POST', body });
export const useRegister = () => useMutation({ mutationFn: register });

export type { CodePurpose, VerifyOtpData };
export type VerifyOtpInput = { email: string; otp: string; purpose: CodePurpose };
export const verifyOtp = (body: VerifyOtpInput) =>
  apiRequest<VerifyOtpData>('/verify-otp', { method: 'POST', body });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });

export const resendCode = (body: { email: string; purpose: CodePurpose }) =>
  apiRequest<undefined>('/resend-otp', { method: 'POST', body });
export const useResendCode = () => useMutation({ mutationFn: resendCode });

export type LoginInput = { email: string; password: string };
/** The API sets the httpOnly session cookie; asked for the cookie alone, it answers no token. */
export const login = (body: LoginInput) =>
  apiRequest<SessionData>('/login', { method: 'POST', body, headers: COOKIE_ONLY_HEADERS });
export const useLogin = () => useMutation({ mutationFn: login });

export const logout = () => apiRequest<undefined>('/logout', { method: 'POST', body: {} });

export const sendResetCode = (body: { email: string }) =>
  apiRequest<undefined>('/send/code/reset/password', { method: 'POST', body });
export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });

export type ResetPasswordInput = {
  email: string;
  newPassword: string;
  password_confirmation: string;
  resetToken: string;
};
export const resetPassword = (body: ResetPasswordInput) =>
  apiRequest<undefined>('/reset/password', { method: 'POST', body });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

export type SocialProvider = 'google' | 'facebook';
export const socialLogin = (body: { provider: SocialProvider; token: string }) =>
  apiRequest<SessionData>(`/auth/${body.provider}`, { method: 'POST', body, headers: COOKIE_ONLY_HEADERS });
export const useSocialLogin = () => useMutation({ mutationFn: socialLogin });

export const getProviders = (signal?: AbortSignal) =>
  apiRequest<Providers>('/auth/providers', { signal }).then((e) => e.data as Providers);

/** The undo link mailed to the old address after an e-mail change (its token is in the URL's fragment). */
export const undoEmailChange = (body: { token: string }) =>
  apiRequest<undefined>('/undo-email-change', { method: 'POST', body });
export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
