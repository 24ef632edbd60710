import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps } from 'react';
import {
  type FieldValues,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';

/**
 * Every form of the site, customer and staff, is react-hook-form checked by a zod schema from
 * @tiffin/core, the one the server checks the payload with (decision 036): `useSchemaForm` makes
 * the form, `<Form>` is its element, and the fields (text-field.tsx and its neighbours) take
 * `register(name)` and the field's error. The fields know nothing of react-hook-form, so a page
 * can show them before this code has loaded (the pre-order form).
 */

/** A schema for a form: what its fields hold in, the payload out. */
type FormSchema = z.ZodType<unknown, FieldValues>;

/**
 * A form checked by `schema`: its fields hold the schema's input, and the submit handler gets the
 * schema's output (the payload, trimmed and converted). A schema that depends on the moment (today's
 * date) is given as a function, called at each check.
 */
export function useSchemaForm<Schema extends FormSchema>(
  schema: Schema | (() => Schema),
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  type Fields = z.input<Schema>;
  type Payload = z.output<Schema>;
  const resolver: Resolver<Fields, unknown, Payload> =
    typeof schema === 'function'
      ? (values, context, resolverOptions) =>
          (zodResolver(schema()) as Resolver<Fields, unknown, Payload>)(values, context, resolverOptions)
      : (zodResolver(schema) as Resolver<Fields, unknown, Payload>);
  return useForm<Fields, unknown, Payload>({ ...options, resolver });
}

/**
 * The options of a form checked only when it is sent, as the staff pages' forms are: an error stays
 * until the next press, and the focus stays on the button pressed.
 */
export const checkedWhenSent = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;

/**
 * The schema of a form whose fields are not the payload: the fields (text as typed, a choice, the
 * parts of a payload an earlier step holds) are turned into the payload by `toPayload`, which core's
 * `payload` schema then checks, so the browser refuses what the server would. The fields carry the
 * payload's names, so each error lands on the field it belongs to.
 */
export function formSchema<Fields extends FieldValues, Input, Output>(
  payload: z.ZodType<Output, Input>,
  toPayload: (fields: Fields) => Input,
): z.ZodType<Output, Fields> {
  return z
    .custom<Fields>()
    .transform(toPayload)
    .pipe(payload as z.ZodType<Output, Awaited<Input>>);
}

/**
 * The message of a field's error, or of the first error inside it: a field that the payload reads
 * as a list (phones one a line) has its errors at the list's items.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  // An error of its own without words has nothing inside it (and its `ref` is the element).
  if ('type' in error) return undefined;
  for (const inner of Object.values(error)) {
    const message = firstErrorMessage(inner);
    if (message !== undefined) return message;
  }
  return undefined;
}

type FormProps<Fields extends FieldValues, Payload> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<Fields, unknown, Payload>;
  /** Gets the payload once the schema passes it. */
  onSubmit: SubmitHandler<Payload>;
  /** What the form does when the schema refuses it, beyond showing each error at its field. */
  onInvalid?: SubmitErrorHandler<Fields>;
};

/**
 * The form element: sends through the schema's check, and leaves the checking to it (`noValidate`:
 * no browser bubbles, the spec's words under the fields instead).
 */
export function Form<Fields extends FieldValues, Payload>({
  form,
  onSubmit,
  onInvalid,
  noValidate = true,
  children,
  ...props
}: FormProps<Fields, Payload>) {
  return (
    <form
      noValidate={noValidate}
      onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
      {...props}
    >
      {children}
    </form>
  );
}
