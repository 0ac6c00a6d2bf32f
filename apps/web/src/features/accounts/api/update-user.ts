import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';
import type { User } from './types';

export type ProfileChanges = {
  name?: string;
  phone?: string;
  email?: string;
  oldPassword?: string;
  newPassword?: string;
  password_confirmation?: string;
  image?: File;
};

/** POST /api/users/{id} as multipart with `_method=put`, sending only what changed. */
export function updateUser(id: number, changes: ProfileChanges) {
  const form = new FormData();
  form.append('_method', 'put');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') continue;
    form.append(key, value);
  }
  return apiRequest<User>(`/users/${id}`, { method: 'POST', body: form });
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateUser(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}

export const verifyEmail = (body: { email: string; otp: string }) =>
  apiRequest<User>('/verify-email', { method: 'POST', body });

export function useVerifyEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}

export const changeEmail = (body: { email: string }) =>
  apiRequest<undefined>('/change-email', { method: 'POST', body });

export function useChangeEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}
