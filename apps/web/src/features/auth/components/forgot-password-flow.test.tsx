import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formMessages, messages, OTP_MAX_LENGTH, RESET_REDIRECT_MS } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorRoom } from '@/components/form/field-frame';
import { toast } from '@/lib/toast';
import { bodyOf } from '@/testing/auth';
import { buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const FORGOT = 'POST /api/v1/auth/forgot-password';
const VERIFY = 'POST /api/v1/auth/verify-token';
const RESET = 'PUT /api/v1/auth/reset-password';

type Answers = Partial<Record<typeof FORGOT | typeof VERIFY | typeof RESET, () => Response>>;

function resetApi(answers: Answers = {}) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [FORGOT]: () => jsonResponse(200, { message: formMessages.account.resetCodeSent }),
    [VERIFY]: () => jsonResponse(200, { message: formMessages.account.codeVerified, valid: true }),
    [RESET]: () => jsonResponse(200, { message: formMessages.success.passwordReset }),
    ...answers,
  });
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function type(label: string, value: string) {
  fireEvent.input(input(label), { target: { value } });
}

async function sendCodeTo(email: string) {
  type('Email', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
}

async function verify(code: string) {
  type('OTP', code);
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await screen.findByLabelText('New password');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the forgot-password flow', () => {
  it('goes from the e-mail to the code to the new password, then back to sign-in', async () => {
    const fetchMock = resetApi();
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();

    await sendCodeTo('Aoife@Example.ie');
    expect(await screen.findByText(formMessages.success.otpSent)).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, FORGOT)[0]?.[1])).toEqual({ email: 'aoife@example.ie' });
    expect(input('OTP').maxLength).toBe(OTP_MAX_LENGTH);
    expect(document.activeElement).toBe(input('OTP'));

    await verify('123456');
    expect(await screen.findByText(formMessages.success.otpVerified)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, VERIFY)[0]?.[1])).toEqual({
      reset_token: '123456',
      email: 'aoife@example.ie',
    });

    type('New password', 'new-secret-123');
    type('Confirm new password', 'new-secret-123');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(formMessages.success.passwordReset)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, RESET)[0]?.[1])).toEqual({
      email: 'aoife@example.ie',
      reset_token: '123456',
      password: 'new-secret-123',
      confirm_password: 'new-secret-123',
    });
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks each step with the spec’s messages', async () => {
    resetApi();
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(formMessages.validation.email.required)).toBeTruthy();
    expect(screen.getByText(messages.common.fixErrors)).toBeTruthy();

    await sendCodeTo('aoife@example.ie');
    type('OTP', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(formMessages.validation.otpInvalid)).toBeTruthy();

    await verify('123456');
    type('New password', 'new-secret-123');
    type('Confirm new password', 'new-secret-124');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(formMessages.validation.passwordsDoNotMatch)).toBeTruthy();
  });

  it('the code and new-password steps say what to fix when sent with errors, the empty confirmation too', async () => {
    resetApi();
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await sendCodeTo('aoife@example.ie');
    // Each field keeps the room of its error: the error that appears when the press on the button
    // leaves the field (focused as the step appears) does not move the button from under the press.
    const hasErrorRoom = (label: string) => input(label).closest('div.relative')?.parentElement?.className;
    expect(hasErrorRoom('OTP')).toContain(errorRoom);

    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(formMessages.validation.otpRequired)).toBeTruthy();
    expect(await screen.findByText(messages.common.fixErrors)).toBeTruthy();
    act(() => toast.dismiss());
    await waitFor(() => expect(screen.queryByText(messages.common.fixErrors)).toBeNull());

    await verify('123456');
    expect(hasErrorRoom('New password')).toContain(errorRoom);
    expect(hasErrorRoom('Confirm new password')).toContain(errorRoom);
    type('New password', 'new-secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(formMessages.validation.confirmPasswordRequired)).toBeTruthy();
    expect(await screen.findByText(messages.common.fixErrors)).toBeTruthy();
  });

  it('back buttons return to the earlier step and clear the fields after it', async () => {
    resetApi();
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await sendCodeTo('aoife@example.ie');
    await verify('123456');
    type('New password', 'new-secret-123');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(input('OTP').value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      ((await screen.findByLabelText('New password', { selector: 'input' })) as HTMLInputElement).value,
    ).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(input('Email').value).toBe('aoife@example.ie');
  });

  it('a "Please wait 42 Seconds" answer shows the toast and a 00:42 countdown that disables sending', async () => {
    resetApi({ [FORGOT]: () => errorResponse(429, formMessages.auth.pleaseWaitSeconds(42), 'otp') });
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    type('Email', 'aoife@example.ie');

    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(formMessages.auth.waitBeforeOtp(42))).toBeTruthy();
    const send = await screen.findByRole('button', { name: /00:42/ });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('the countdown holds back only the address it is for', async () => {
    resetApi({ [FORGOT]: () => errorResponse(429, formMessages.auth.pleaseWaitSeconds(42), 'otp') });
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    type('Email', 'aoife@example.ie');
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: /00:42/ });

    type('Email', 'aoife.byrne@example.ie');

    expect((screen.getByRole('button', { name: 'Send OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('resending the code clears what was typed', async () => {
    const fetchMock = resetApi();
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await sendCodeTo('aoife@example.ie');
    type('OTP', '999');
    // The resend interval after a sent code has passed.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    await act(() => vi.advanceTimersByTimeAsync(61_000));

    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(callsTo(fetchMock, FORGOT)).toHaveLength(2));
    expect(input('OTP').value).toBe('');
  });

  // The server's rate limits answer 429 in the error shape with the real wait (app.ts): the page
  // shows those words, not a wait of its own.
  const limited = formMessages.account.tooManyRequests(15 * 60_000);
  it.each([
    [FORGOT, 1],
    [VERIFY, 2],
    [RESET, 3],
  ] as const)('a rate limit on %s shows the server’s own wait', async (call, step) => {
    resetApi({ [call]: () => errorResponse(429, limited, 'too_many_requests') });
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    if (step === 1) {
      type('Email', 'aoife@example.ie');
      fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    } else {
      await sendCodeTo('aoife@example.ie');
    }
    if (step === 2) {
      type('OTP', '123456');
      fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    } else if (step === 3) {
      await verify('123456');
      type('New password', 'new-secret-123');
      type('Confirm new password', 'new-secret-123');
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    }

    const message = await screen.findByText(limited);
    expect(limited).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(message.closest('[data-type="error"]')).toBeTruthy();
    expect(document.querySelectorAll('[data-type="error"]')).toHaveLength(1);
    expect(screen.getByText(`Step ${step} of 3`)).toBeTruthy();
  });

  it('a wrong code is shown in red and the step stays', async () => {
    resetApi({ [VERIFY]: () => errorResponse(400, formMessages.account.codeInvalid, 'invalid') });
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await sendCodeTo('aoife@example.ie');
    type('OTP', '000000');

    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const message = await screen.findByText(formMessages.account.codeInvalid);
    expect(message.closest('[data-type="error"]')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('a refused reset shows the server’s reason', async () => {
    resetApi({ [RESET]: () => errorResponse(400, formMessages.account.codeAttemptsExceeded, 'otp') });
    renderApp('/forgot-password');
    await screen.findByText('Step 1 of 3');
    await sendCodeTo('aoife@example.ie');
    await verify('123456');
    type('New password', 'new-secret-123');
    type('Confirm new password', 'new-secret-123');

    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(formMessages.account.codeAttemptsExceeded)).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  });
});
