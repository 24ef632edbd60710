import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver for a form that shows only some fields of a payload: the other fields (the e-mail of
 * an earlier step, a field type derived from a value) are added before core's schema checks the
 * whole payload, so what is sent is exactly what passed.
 */
export function resolverWith<Input extends FieldValues, Payload, Fields extends FieldValues>(
  schemaResolver: Resolver<Input, unknown, Payload>,
  extra: (values: Fields) => Omit<Input, keyof Fields>,
): Resolver<Fields, unknown, Payload> {
  return (values, context, options) =>
    schemaResolver(
      { ...values, ...extra(values) } as unknown as Input,
      context,
      // Only the names of the form's own fields are passed; they are names of the payload too.
      options as unknown as Parameters<Resolver<Input, unknown, Payload>>[2],
    ) as ReturnType<Resolver<Fields, unknown, Payload>>;
}
