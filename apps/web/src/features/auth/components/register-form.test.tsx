import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formMessages, messages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { allStoredText, bodyOf } from '@/testing/auth';
import { buildCustomer, buildMenu, buildRestaurant } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const REGISTER = 'POST /api/v1/auth/reg';
const v = formMessages.validation;
const PASSWORD = 'a-long-enough-secret';

function registerApi(answer: () => Response) {
  return mockApi({
    'GET /api/v1/restaurant': jsonResponse(200, buildRestaurant()),
    'GET /api/custom/custom/products-with-categories': jsonResponse(200, buildMenu()),
    [REGISTER]: answer,
  });
}

const registered = () =>
  jsonResponse(200, {
    status: 'success',
    access_token: 'token-from-registration',
    user: buildCustomer(),
    message: 'Registration successful!',
  });

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () =>
  within(screen.getByRole('main')).getByRole('button', { name: messages.navigation.signUp });

function fill(label: string, value: string) {
  const input = field(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
}

function errorOf(label: string): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'))
      ?.textContent ?? null
  );
}

function fillValidForm() {
  fill('Full name', 'Aoife Byrne');
  fill('Phone number', '087 123 4567');
  fill('Email', 'aoife@example.ie');
  fill('Password', PASSWORD);
}

describe('the registration page', () => {
  it('shows the spec’s message for each field when it is left', async () => {
    registerApi(registered);
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    fill('Full name', ' A ');
    fill('Phone number', '');
    fill('Email', 'aoife@');
    fill('Password', 'short');

    await waitFor(() => expect(errorOf('Full name')).toBe(v.nameTooShort));
    expect(errorOf('Phone number')).toBe(v.phoneRequired);
    expect(errorOf('Email')).toBe(v.email.register);
    expect(errorOf('Password')).toBe(v.passwordTooShort);

    fill('Phone number', '01 234 5678');
    await waitFor(() => expect(errorOf('Phone number')).toBe(v.phoneInvalid));
    fill('Email', '');
    await waitFor(() => expect(errorOf('Email')).toBe(v.email.required));
  });

  it('submitting with errors shows the toast and sends nothing', async () => {
    const fetchMock = registerApi(registered);
    renderApp('/register');
    await screen.findByLabelText('Full name');

    fireEvent.click(submit());

    expect(await screen.findByText(messages.common.fixErrors)).toBeTruthy();
    expect(callsTo(fetchMock, REGISTER)).toHaveLength(0);
  });

  it('shows each of the server’s 409 errors as its own toast, and beside its field', async () => {
    registerApi(() =>
      jsonResponse(409, {
        message: formMessages.account.emailTaken,
        errors: [
          { code: 'email', message: formMessages.account.emailTaken },
          { code: 'phone', message: formMessages.account.phoneTaken },
        ],
      }),
    );
    renderApp('/register');
    await screen.findByLabelText('Full name');
    fillValidForm();

    fireEvent.click(submit());

    const toasts = () => within(screen.getByRole('region', { name: /Notifications/ }));
    await waitFor(() => expect(toasts().getByText(formMessages.account.emailTaken)).toBeTruthy());
    expect(toasts().getByText(formMessages.account.phoneTaken)).toBeTruthy();
    expect(errorOf('Email')).toBe(formMessages.account.emailTaken);
    expect(errorOf('Phone number')).toBe(formMessages.account.phoneTaken);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('shows the fallback when the server gives no reason', async () => {
    registerApi(() => jsonResponse(500, { message: 'Internal server error', errors: [] }));
    renderApp('/register');
    await screen.findByLabelText('Full name');
    fillValidForm();

    fireEvent.click(submit());

    expect(await screen.findByText(formMessages.auth.registrationFailed)).toBeTruthy();
  });

  it('sends the spec’s payload, signs the customer in and says so', async () => {
    const fetchMock = registerApi(registered);
    renderApp('/register');
    await screen.findByLabelText('Full name');
    fillValidForm();

    fireEvent.click(submit());

    expect(await screen.findByText(formMessages.success.registration)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, REGISTER)[0]?.[1])).toEqual({
      name: 'Aoife Byrne',
      phone: '0871234567',
      email: 'aoife@example.ie',
      password: PASSWORD,
    });
    expect(localStorage.getItem('access_token')).toBe('token-from-registration');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 7, name: 'Aoife Byrne' });
    expect(allStoredText()).not.toContain(PASSWORD);
  });
});
