import { TextField, type TextFieldProps } from './text-field';

/**
 * An amount in euros, typed as '6.25' on the decimal keypad. The form holds the text; its schema
 * reads it with `centsFromEuros` (form-values.ts) and sends cents. Start it from cents with
 * core's `centsToEuroString`.
 */
export function MoneyField(props: Omit<TextFieldProps, 'inputMode'>) {
  return <TextField inputMode="decimal" {...props} />;
}
