import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { centsToEuroString, type OptionChange, optionChangeSchema } from '@tiffin/core';
import { describe, expect, it, vi } from 'vitest';
import { checkedWhenSent, Form, firstErrorMessage, formSchema, useSchemaForm } from './form';
import { centsFromEuros, numberFromText } from './form-values';
import { MoneyField } from './money-field';
import { TextField } from './text-field';

type OptionFields = { label: string; price_cents: string };
const optionForm = formSchema(optionChangeSchema, (fields: OptionFields) => ({
  label: fields.label,
  price_cents: centsFromEuros(fields.price_cents),
}));

function OptionForm({ onSave, priceCents }: { onSave: (option: OptionChange) => void; priceCents: number }) {
  const form = useSchemaForm(optionForm, {
    ...checkedWhenSent,
    defaultValues: { label: 'Mint raita', price_cents: centsToEuroString(priceCents) },
  });
  const { errors } = form.formState;
  return (
    <Form form={form} onSubmit={onSave} aria-label="Option">
      <TextField label="Option" error={errors.label?.message} {...form.register('label')} />
      <MoneyField label="Adds (€)" error={errors.price_cents?.message} {...form.register('price_cents')} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('one form pattern', () => {
  it('sends euros as typed in cents, through core’s schema', async () => {
    const onSave = vi.fn();
    render(<OptionForm onSave={onSave} priceCents={50} />);
    const price = screen.getByLabelText('Adds (€)') as HTMLInputElement;
    expect(price.value).toBe('0.50');
    expect(price.inputMode).toBe('decimal');
    fireEvent.change(price, { target: { value: ' 6.25 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ label: 'Mint raita', price_cents: 625, allergens: [] });
  });

  it('shows core’s message at the field it belongs to, until the next press, and leaves the focus', async () => {
    const onSave = vi.fn();
    render(<OptionForm onSave={onSave} priceCents={50} />);
    const price = screen.getByLabelText('Adds (€)');
    fireEvent.change(price, { target: { value: 'six euro' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(await screen.findByText('A price in euros')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(`${price.id}-error`);
    expect(document.activeElement).toBe(save);
    // Checked when sent: typing a good price does not clear the error before the next press.
    fireEvent.change(price, { target: { value: '6' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('A price in euros')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByText('A price in euros')).toBeNull());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ label: 'Mint raita', price_cents: 600, allergens: [] });
  });

  it('asks a schema given as a function again at each check', async () => {
    const today = vi.fn(() =>
      formSchema(optionChangeSchema, (fields: OptionFields) => ({ ...fields, price_cents: 0 })),
    );
    function Checked() {
      const form = useSchemaForm(today, { defaultValues: { label: 'Raita', price_cents: '' } });
      return (
        <Form form={form} onSubmit={() => undefined}>
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<Checked />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(today).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(today).toHaveBeenCalledTimes(2));
  });
});

describe('a field’s error', () => {
  it('is its own message, or the first of a list’s items', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({ type: 'custom', message: 'At least one phone number' })).toBe(
      'At least one phone number',
    );
    const items = [];
    items[1] = { type: 'custom', message: 'Enter the phone number', ref: document.createElement('textarea') };
    items[2] = { type: 'custom', message: 'At most 30 characters' };
    expect(firstErrorMessage(items)).toBe('Enter the phone number');
    expect(firstErrorMessage({ type: 'custom', message: '' })).toBeUndefined();
  });
});

describe('reading what a field holds', () => {
  it('reads euros as typed in cents, and anything else as NaN', () => {
    expect(centsFromEuros('6.25')).toBe(625);
    expect(centsFromEuros(' 6 ')).toBe(600);
    expect(centsFromEuros('0.5')).toBe(50);
    expect(centsFromEuros('')).toBeNaN();
    expect(centsFromEuros('6,25')).toBeNaN();
    expect(centsFromEuros('€6')).toBeNaN();
  });

  it('reads a number as typed, an empty field as NaN', () => {
    expect(numberFromText('12')).toBe(12);
    expect(numberFromText(' 0.5 ')).toBe(0.5);
    expect(numberFromText('  ')).toBeNaN();
    expect(numberFromText('x')).toBeNaN();
  });
});
