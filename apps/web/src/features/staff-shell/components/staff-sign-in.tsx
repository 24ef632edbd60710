import { staffLoginSchema } from '@tiffin/core';
import { Form, useSchemaForm } from '@/components/form/form';
import { PasswordField, TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { staffMessages } from '@/lib/messages/staff-messages';
import { useSignInStaff } from '../api/sign-in-staff';
import { useStaffSession } from '../stores/staff-session';

const text = staffMessages.signIn;

/** The staff side's sign-in: e-mail and password, checked by the same schema as the server's. */
export function StaffSignIn() {
  const signInStaff = useSignInStaff();
  const ended = useStaffSession((state) => state.ended);
  const signIn = useStaffSession((state) => state.signIn);
  const form = useSchemaForm(staffLoginSchema);
  const { register } = form;
  const { errors } = form.formState;
  const failure = signInStaff.error instanceof ApiError ? signInStaff.error.message : null;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream px-4 py-10">
      <Form
        form={form}
        onSubmit={(values) =>
          signInStaff.mutate(values, { onSuccess: ({ token, staff }) => signIn({ token, member: staff }) })
        }
        aria-labelledby="staff-sign-in-heading"
        className="w-full max-w-sm space-y-5 rounded-2xl border border-line bg-white p-6 shadow-sm"
      >
        <div>
          <h1 id="staff-sign-in-heading" className="font-display text-2xl font-bold">
            {text.heading}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{text.intro}</p>
        </div>
        {ended && !failure && <Notice role="status">{text.signedOut}</Notice>}
        {failure && (
          <Notice tone="danger" role="alert">
            {failure}
          </Notice>
        )}
        <TextField
          label={text.email}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={text.password}
          showLabel={text.showPassword}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className={buttonClasses('primary', 'w-full')} disabled={signInStaff.isPending}>
          {signInStaff.isPending && <Spinner />}
          {signInStaff.isPending ? text.submitting : text.submit}
        </button>
      </Form>
    </main>
  );
}
