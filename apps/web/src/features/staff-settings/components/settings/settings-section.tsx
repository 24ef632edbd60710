import { type ReactNode, useId } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { Notice } from '@/components/ui/notice';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';

const text = staffSettingsMessages;

/** A settings section with its form: the form's fields and save button, its error and its saved note. */
export function SettingsSection<Fields extends FieldValues, Payload>({
  title,
  change,
  form,
  onSubmit,
  children,
}: {
  title: string;
  /** The section's change as it stands: its error, and whether it was saved */
  change: { error: Error | null; isSuccess: boolean };
  form: UseFormReturn<Fields, unknown, Payload>;
  onSubmit: SubmitHandler<Payload>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {title}
      </h2>
      <Form form={form} onSubmit={onSubmit} className="space-y-3 rounded-xl border border-line bg-white p-4">
        {children}
        {change.error && (
          <Notice tone="danger" role="alert">
            {change.error.message}
          </Notice>
        )}
        {change.isSuccess && <p role="status">{text.saved}</p>}
      </Form>
    </section>
  );
}
