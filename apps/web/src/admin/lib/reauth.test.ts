import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { reauthAsked, settleReauth, withReauth } from './reauth';

const refused = () =>
  new ApiError(403, 'reauth_required', 'For this action, please enter your password again.');

describe('withReauth', () => {
  it('asks for the password on reauth_required and sends the write again once it is confirmed', async () => {
    const run = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('saved');
    const result = withReauth(run);
    await vi.waitFor(() => expect(reauthAsked()).toBe(true));
    settleReauth(true);
    await expect(result).resolves.toBe('saved');
    expect(run).toHaveBeenCalledTimes(2);
    expect(reauthAsked()).toBe(false);
  });

  it('gives the refusal back when the dialog is cancelled, and leaves other errors alone', async () => {
    const run = vi.fn().mockRejectedValue(refused());
    const result = withReauth(run);
    await vi.waitFor(() => expect(reauthAsked()).toBe(true));
    settleReauth(false);
    await expect(result).rejects.toMatchObject({ code: 'reauth_required' });
    expect(run).toHaveBeenCalledTimes(1);

    const other = vi.fn().mockRejectedValue(new ApiError(409, 'conflict', 'taken'));
    await expect(withReauth(other)).rejects.toMatchObject({ code: 'conflict' });
    expect(reauthAsked()).toBe(false);
  });
});
