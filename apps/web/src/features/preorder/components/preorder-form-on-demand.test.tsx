import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formMessages, preorderMessages } from '@tiffin/core';
import { describe, expect, it } from 'vitest';
import { storefrontText } from '@/lib/storefront-text';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { PreorderFormOnDemand } from './preorder-form-on-demand';

const text = storefrontText.preorder;
const v = formMessages.validation;

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The form's code has arrived: its inputs are new elements, and the field shows its message. */
async function whenTakenOver(before: HTMLInputElement) {
  await waitFor(() => expect(field(text.name)).not.toBe(before));
}

describe('the pre-order form before its code has loaded', () => {
  it('shows every field at once, and keeps what was typed, left and focused when the code takes over', async () => {
    mockApi({});
    renderRoute(<PreorderFormOnDemand />);
    const plainName = field(text.name);
    expect(field(text.phone)).toBeTruthy();

    fireEvent.focus(plainName);
    fireEvent.input(plainName, { target: { value: 'S' } });
    fireEvent.blur(plainName);
    fireEvent.input(field(text.email), { target: { value: 'siobhan@example.ie' } });
    field(text.email).focus();
    await whenTakenOver(plainName);

    expect(field(text.name).value).toBe('S');
    expect(field(text.email).value).toBe('siobhan@example.ie');
    // The name was left before the code came: it is checked as if it had been left since.
    await waitFor(() => expect(field(text.name).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(v.nameTooShort)).toBeTruthy();
    expect(document.activeElement).toBe(field(text.email));
  });

  it('a Send pressed before the code came is carried out when it arrives', async () => {
    mockApi({});
    renderRoute(<PreorderFormOnDemand />);
    const plainName = field(text.name);

    fireEvent.click(screen.getByRole('button', { name: preorderMessages.sendMessage }));
    await whenTakenOver(plainName);

    expect(await screen.findByText(v.nameTooShort)).toBeTruthy();
    expect(screen.getByText(v.phoneRequired)).toBeTruthy();
  });
});
