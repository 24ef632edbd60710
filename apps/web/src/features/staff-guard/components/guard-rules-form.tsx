import { centsToEuroString, euroStringToCents, type GuardRules, guardRulesSchema } from '@tiffin/core';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { staffGuardMessages as text } from '@/lib/messages/guard-messages';
import { useSaveGuardRules } from '../api/save-guard-rules';

/** The rules as the form holds them: the amount in euros and the country codes as typed. */
function draftOf(rules: GuardRules) {
  return {
    firstOrder: rules.firstOrder,
    basketOn: rules.basketOver.on,
    amount: centsToEuroString(rules.basketOver.amountCents),
    lateOn: rules.lateAfter.on,
    time: rules.lateAfter.time,
    newAddress: rules.newAddress,
    prefixes: rules.phonePrefixes.join(', '),
  };
}

/** The owner's rules for cash orders, each on or off with its value (admins change them; others read). */
export function GuardRulesForm({ rules, admin }: { rules: GuardRules; admin: boolean }) {
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [invalid, setInvalid] = useState(false);
  const save = useSaveGuardRules();
  const set = (change: Partial<typeof draft>) => {
    save.reset();
    setDraft({ ...draft, ...change });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = /^\d+(\.\d{1,2})?$/.test(draft.amount.trim())
      ? euroStringToCents(draft.amount.trim())
      : -1;
    const parsed = guardRulesSchema.safeParse({
      firstOrder: draft.firstOrder,
      basketOver: { on: draft.basketOn, amountCents },
      lateAfter: { on: draft.lateOn, time: draft.time.trim() },
      newAddress: draft.newAddress,
      phonePrefixes: draft.prefixes
        .split(',')
        .map((prefix) => prefix.trim())
        .filter(Boolean),
    });
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={text.rules}>
      <h2 className="text-lg font-semibold">{text.rules}</h2>
      {!admin && <Notice role="status">{text.adminsOnly}</Notice>}
      <fieldset disabled={!admin} className="space-y-2">
        <CheckboxField
          label={text.firstOrder}
          checked={draft.firstOrder}
          onChange={(e) => set({ firstOrder: e.target.checked })}
        />
        <CheckboxField
          label={text.basketOver}
          checked={draft.basketOn}
          onChange={(e) => set({ basketOn: e.target.checked })}
        />
        <TextField
          label={text.amount}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => set({ amount: e.target.value })}
        />
        <CheckboxField
          label={text.lateAfter}
          checked={draft.lateOn}
          onChange={(e) => set({ lateOn: e.target.checked })}
        />
        <TextField label={text.time} value={draft.time} onChange={(e) => set({ time: e.target.value })} />
        <CheckboxField
          label={text.newAddress}
          checked={draft.newAddress}
          onChange={(e) => set({ newAddress: e.target.checked })}
        />
        <TextField
          label={text.prefixes}
          value={draft.prefixes}
          onChange={(e) => set({ prefixes: e.target.value })}
        />
      </fieldset>
      {invalid && <Notice role="alert">{text.invalidRules}</Notice>}
      {save.isError && <Notice role="alert">{text.failedChange}</Notice>}
      {save.isSuccess && (
        <Notice tone="success" role="status">
          {text.rulesSaved}
        </Notice>
      )}
      {admin && (
        <button type="submit" className={buttonClasses('primary')} disabled={save.isPending}>
          {text.saveRules}
        </button>
      )}
    </form>
  );
}
