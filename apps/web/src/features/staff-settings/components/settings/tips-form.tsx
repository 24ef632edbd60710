import { centsToEuroString, type TipSettings, type TipsInfo, tipSettingsSchema } from '@tiffin/core';
import { CheckboxField } from '@/components/form/checkbox-field';
import { checkedWhenSent, formSchema, useSchemaForm } from '@/components/form/form';
import { centsFromEuros, numberFromText } from '@/components/form/form-values';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { staffSettingsMessages } from '@/lib/messages/staff-settings-messages';
import { useChangeTipSettings } from '../../api/change-tip-settings';
import { useTipSettings } from '../../api/get-tip-settings';
import { SettingsSection } from './settings-section';

const text = staffSettingsMessages.tips;

/** The settings as typed, under the payload's names: the percentages as a list, euros, a percentage for the card's share. */
type TipFields = {
  percents: string;
  custom_max_cents: string;
  shared: boolean;
  how: string;
  with_whom: string;
  card_cost_basis_points: string;
  mandatory_charge: string;
};

const tipForm = formSchema(
  tipSettingsSchema,
  (fields: TipFields): TipSettings => ({
    percents: fields.percents
      .split(/[\s,;%]+/)
      .filter((part) => part !== '')
      .map(numberFromText),
    custom_max_cents: centsFromEuros(fields.custom_max_cents),
    shared: fields.shared,
    how: fields.how,
    with_whom: fields.with_whom,
    card_cost_basis_points: Math.round(numberFromText(fields.card_cost_basis_points) * 100),
    mandatory_charge: fields.mandatory_charge,
  }),
);

/** The admins' tip choices and the notice's answers (issue 51), with the notice as it now reads. */
export function TipsForm() {
  const tips = useTipSettings();
  if (tips.isPending) return <p role="status">{text.loading}</p>;
  if (tips.isError)
    return (
      <p role="alert">
        {text.failed}{' '}
        <button type="button" className={buttonClasses('ghost')} onClick={() => tips.refetch()}>
          {staffSettingsMessages.retry}
        </button>
      </p>
    );
  return <LoadedTipsForm tips={tips.data} />;
}

function LoadedTipsForm({ tips }: { tips: TipsInfo }) {
  const change = useChangeTipSettings();
  const { settings } = tips;
  const form = useSchemaForm(tipForm, {
    ...checkedWhenSent,
    defaultValues: {
      percents: settings.percents.join(', '),
      custom_max_cents: centsToEuroString(settings.custom_max_cents),
      shared: settings.shared,
      how: settings.how,
      with_whom: settings.with_whom,
      card_cost_basis_points: String(settings.card_cost_basis_points / 100),
      mandatory_charge: settings.mandatory_charge,
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof TipFields, label: string) => ({
    label,
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <SettingsSection
      title={text.heading}
      change={change}
      form={form}
      onSubmit={(body) => change.mutate(body)}
    >
      <p className="text-sm text-ink-muted">{text.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField {...field('percents', text.percents)} />
        <MoneyField {...field('custom_max_cents', text.customMax)} />
        <TextField inputMode="decimal" {...field('card_cost_basis_points', text.cardCost)} />
        <TextField {...field('with_whom', text.withWhom)} />
      </div>
      <CheckboxField label={text.shared} {...form.register('shared')} />
      {errors.shared?.message && <p className="text-sm text-danger">{errors.shared.message}</p>}
      <TextareaField rows={3} {...field('how', text.how)} />
      <TextareaField rows={2} {...field('mandatory_charge', text.mandatoryCharge)} />
      <div className="rounded-xl border border-line bg-cream-deep/40 p-3 text-sm">
        <p className="font-semibold">{text.notice}</p>
        {(change.data ?? tips).notice.map((paragraph) => (
          <p key={paragraph} className="mt-1 text-ink-muted">
            {paragraph}
          </p>
        ))}
      </div>
      <button type="submit" className={buttonClasses('primary')} disabled={change.isPending}>
        {change.isPending && <Spinner />}
        {staffSettingsMessages.save}
      </button>
    </SettingsSection>
  );
}
