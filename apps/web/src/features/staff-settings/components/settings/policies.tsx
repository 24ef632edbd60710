import { POLICY_BODY_MAX_LENGTH, policyPageChangeSchema, type StaffSettings } from '@tiffin/core';
import { useId } from 'react';
import { checkedWhenSent, Form, useSchemaForm } from '@/components/form/form';
import { staffTextarea } from '@/components/form/staff-control-styles';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeSettings } from '../../api/change-settings';

const text = staffSettingsMessages;

/** The policy pages' texts, each page folded with its own form. */
export function Policies({ policies }: { policies: StaffSettings['policies'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-lg font-semibold">
        {text.policies}
      </h2>
      <p className="text-sm text-ink-muted">{text.placeholders}</p>
      {policies.map((policy) => (
        <PolicyForm key={policy.slug} policy={policy} />
      ))}
    </section>
  );
}

function PolicyForm({ policy }: { policy: StaffSettings['policies'][number] }) {
  const change = useChangeSettings();
  const form = useSchemaForm(policyPageChangeSchema, {
    ...checkedWhenSent,
    defaultValues: { title: policy.title, body: policy.body },
  });
  const { errors } = form.formState;
  return (
    <details className="rounded-xl border border-line bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">
        {policy.title}{' '}
        <span className="ml-2 font-mono text-sm font-normal text-ink-muted">/{policy.slug}</span>
      </summary>
      <Form
        form={form}
        onSubmit={(body) => change.mutate({ kind: 'policy', slug: policy.slug, body })}
        className="space-y-3 border-t border-line p-4"
      >
        <TextField label={text.policyTitle} error={errors.title?.message} {...form.register('title')} />
        <TextareaField
          label={text.policyBody}
          rows={12}
          maxLength={POLICY_BODY_MAX_LENGTH}
          error={errors.body?.message}
          controlClassName={`${staffTextarea} font-mono text-sm`}
          {...form.register('body')}
        />
        {change.error && (
          <Notice tone="danger" role="alert">
            {change.error.message}
          </Notice>
        )}
        {change.isSuccess && <p role="status">{text.saved}</p>}
        <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
          {change.isPending && <Spinner />}
          {text.savePolicy(policy.title)}
        </button>
      </Form>
    </details>
  );
}
