import { type CustomerInfo, formMessages, messages, updateProfileSchema } from '@tiffin/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Form, useSchemaForm } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { ProfileSection } from '@/components/layout/profile-section';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { fieldErrors, showErrorToast } from '@/lib/error-toasts';
import { isUnauthorizedError } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useCustomerInfo } from '../api/get-customer-info';
import { type UpdateProfileRequest, useUpdateProfile } from '../api/update-profile';
import { DownloadMyData } from './download-my-data';
import { EmailNotConfirmed } from './email-not-confirmed';

const m = formMessages.profile;
const text = accountText.profile;

type PersonalInfoProps = {
  /** The details as loaded or saved: the header shows the new name at once. */
  onCustomerChange?: (info: CustomerInfo) => void;
};

function fullNameOf(info: CustomerInfo): string {
  return info.name.trim() || `${info.f_name} ${info.l_name}`.trim();
}

/**
 * Personal Info (checkout-and-account §2.10, §4): the full name in upper case, the rows Full Name,
 * Phone and Email (read-only), and the edit form with Save Changes and Cancel.
 */
export function PersonalInfo({ onCustomerChange }: PersonalInfoProps) {
  const info = useCustomerInfo();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const onChangeRef = useRef(onCustomerChange);
  onChangeRef.current = onCustomerChange;
  useEffect(() => {
    if (info.data) onChangeRef.current?.(info.data);
  }, [info.data]);

  // Leaving the form puts the focus back on Edit Profile.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const closeForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <ProfileSection title={m.personalInfo}>
      {info.isPending ? (
        <LoadingProfile />
      ) : info.isError ? (
        <Notice tone="danger" role="alert">
          <p>{m.errorLoading(info.error.message || m.fetchCustomerProfileFailed)}</p>
          <button
            type="button"
            onClick={() => void info.refetch()}
            className={buttonClasses('secondary', 'mt-3')}
            disabled={info.isFetching}
          >
            {messages.common.retry}
          </button>
        </Notice>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-white">
          <ProfileHeader info={info.data} />
          {editing ? (
            <ProfileEditForm info={info.data} onDone={closeForm} />
          ) : (
            <div className="p-5 sm:p-6">
              <dl className="divide-y divide-line">
                <Row label={m.fullName} value={fullNameOf(info.data)} />
                <Row label={m.phone} value={info.data.phone} />
                <Row label={m.email} value={info.data.email}>
                  {info.data.is_email_verified === 0 && <EmailNotConfirmed />}
                </Row>
              </dl>
              <button
                ref={editButton}
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClasses('primary', 'mt-6')}
              >
                {m.editProfile}
              </button>
            </div>
          )}
        </div>
      )}
      <DownloadMyData />
    </ProfileSection>
  );
}

function ProfileHeader({ info }: { info: CustomerInfo }) {
  const name = fullNameOf(info);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <div className="flex items-center gap-4 border-b border-line bg-saffron-soft px-5 py-5 sm:px-6">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-saffron font-display text-xl font-bold text-white"
      >
        {initials || '?'}
      </span>
      <p className="min-w-0 font-display text-xl font-bold break-words uppercase sm:text-2xl">
        {name || text.noName}
      </p>
    </div>
  );
}

function Row({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  const empty = value.trim() === '';
  return (
    <div className="grid gap-1 py-3.5 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">
        <span className={empty ? 'text-ink-muted italic' : ''}>{empty ? text.notProvided : value}</span>
        {children}
      </dd>
    </div>
  );
}

function LoadingProfile() {
  return (
    <div className="rounded-2xl border border-line bg-white" aria-busy="true">
      <p role="status" className="sr-only">
        {text.loading}
      </p>
      <div className="flex items-center gap-4 border-b border-line px-6 py-5">
        <Skeleton className="size-14 rounded-full" />
        <Skeleton className="h-6 w-48" />
      </div>
      <div className="space-y-5 p-6">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-4/5" />
      </div>
    </div>
  );
}

/** What the form holds, and the payload it sends (first and last names derived from the full name). */
type EditFields = z.input<typeof updateProfileSchema>;
type EditPayload = z.output<typeof updateProfileSchema>;

type ProfileEditFormProps = { info: CustomerInfo; onDone: () => void };

/** The edit form: values copied from the profile; the e-mail is shown read-only. */
function ProfileEditForm({ info, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const form = useSchemaForm(updateProfileSchema, {
    mode: 'onTouched',
    defaultValues: { name: fullNameOf(info), phone: info.phone, email: info.email },
  });
  const { register, setFocus, setError } = form;
  const { errors } = form.formState;

  useEffect(() => setFocus('name'), [setFocus]);

  const onValid = async ({ name, phone, f_name, l_name }: EditPayload) => {
    const request: UpdateProfileRequest = { f_name, l_name, name, phone, email: info.email };
    try {
      await update.mutateAsync(request);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      for (const { field, message } of fieldErrors(error, ['name', 'phone', 'email'] as const)) {
        setError(field, { message });
      }
      showErrorToast(m.errorUpdating(updateErrorReason(error)));
      return;
    }
    // The spec's alert; a toast here (an alert() blocks the page and reads badly).
    toast.success(m.updated);
    onDone();
  };

  // The spec alerts the first problem; it is shown as a toast, and beside its field.
  const onInvalid = (formErrors: FieldErrors<EditFields>) => {
    const first = formErrors.name?.message ?? formErrors.phone?.message ?? messages.common.fixErrors;
    showErrorToast(first);
  };

  return (
    <Form form={form} onSubmit={onValid} onInvalid={onInvalid} className="grid gap-5 p-5 sm:p-6">
      <h2 className="font-display text-lg font-semibold">{text.editTitle}</h2>
      <TextField label={m.fullName} error={errors.name?.message} autoComplete="name" {...register('name')} />
      <TextField
        label={m.phone}
        hint={accountText.auth.phoneHint}
        error={errors.phone?.message}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...register('phone')}
      />
      <TextField
        label={m.email}
        hint={text.emailReadOnlyHint}
        error={errors.email?.message}
        type="email"
        readOnly
        {...register('email')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={update.isPending} className={buttonClasses('primary')}>
          {update.isPending && <Spinner className="size-4" />}
          {update.isPending ? m.saving : m.saveChanges}
        </button>
        <button
          type="button"
          onClick={onDone}
          disabled={update.isPending}
          className={buttonClasses('secondary')}
        >
          {messages.common.cancel}
        </button>
      </div>
    </Form>
  );
}

/** The reason after 'Error updating profile: ': the server's words for a 4xx, else the spec's fallback. */
function updateErrorReason(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    return error.errors[0]?.message || error.message || m.updateFailed;
  }
  return m.updateFailed;
}
