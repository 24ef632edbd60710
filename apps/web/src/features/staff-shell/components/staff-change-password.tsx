import { type StaffPasswordChange, staffPasswordChangeSchema } from '@tiffin/core';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { PasswordField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/error-toasts';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useChangeStaffPassword } from '../api/change-staff-password';
import { StaffFrame } from './staff-frame';

const text = staffMessages.password;
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/**
 * /staff/password: the member's own password, after the current one. How hard the new one is to
 * guess the server decides (its refusal says why, at the field); the form checks the rest first.
 */
export function StaffChangePassword({ restaurantName }: { restaurantName: string }) {
  const change = useChangeStaffPassword();
  const form = useSchemaForm(staffPasswordChangeSchema, {
    ...checkedWhenSent,
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const { register, setError, reset } = form;
  const { errors } = form.formState;
  // A refusal at a field is said there; any other (a lost connection, too many tries) above the button.
  const refusal =
    change.error && fieldErrors(change.error, FIELDS).length === 0 ? change.error.message : null;

  const onSubmit = (values: StaffPasswordChange) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        for (const { field, message } of fieldErrors(error, FIELDS)) setError(field, { message });
      },
    });

  return (
    <StaffFrame title={text.title} restaurantName={restaurantName}>
      <main className="mx-auto max-w-lg p-4">
        <Form
          form={form}
          onSubmit={onSubmit}
          aria-labelledby="password-heading"
          className="space-y-5 rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <div>
            <h2 id="password-heading" className="font-display text-lg font-semibold">
              {text.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{text.intro}</p>
          </div>
          <PasswordField
            label={text.current}
            showLabel={text.showPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            label={text.new}
            showLabel={text.showPassword}
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordField
            label={text.confirm}
            showLabel={text.showPassword}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          {refusal && (
            <Notice tone="danger" role="alert">
              {refusal}
            </Notice>
          )}
          {change.isSuccess && (
            <Notice tone="success" role="status">
              {text.changed}
            </Notice>
          )}
          <button
            type="submit"
            className={buttonClasses('primary', 'w-full sm:w-auto')}
            disabled={change.isPending}
          >
            {change.isPending && <Spinner />}
            {change.isPending ? text.submitting : text.submit}
          </button>
        </Form>
      </main>
    </StaffFrame>
  );
}
