import { guardMessages, messages } from '@tiffin/core';
import { type JSX, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { ApiError } from '@/lib/api-client';
import { useSendPhoneCode } from '../../api/send-phone-code';
import { useVerifyPhoneCode } from '../../api/verify-phone-code';
import { MessageDialog } from './message-dialog';

const d = guardMessages.dialog;

type PhoneCheckDialogProps = {
  open: boolean;
  /** The server's reason (a code to text, or a number it cannot text) */
  message: string;
  /** The order's contact number, to which the code is texted */
  phone: string;
  onClose(): void;
  onVerified(checkId: number): void;
  onPayByCard(): void;
};

const errorText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : messages.common.network;

/**
 * The fake-order guard's step of the checkout (decision 073): the code texted to the order's
 * phone, entered here, or the card instead. The server counts the tries and the sends; this only
 * says what it answered.
 */
export function PhoneCheckDialog(props: PhoneCheckDialogProps): JSX.Element {
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [code, setCode] = useState('');
  const checkId = sendCode.data?.checkId;
  const error = sendCode.error ?? verify.error;
  const payByCard = { label: d.payByCard, onClick: props.onPayByCard, variant: 'secondary' } as const;
  const actions =
    checkId === undefined
      ? [
          payByCard,
          { label: d.sendCode, onClick: () => sendCode.mutate(props.phone), disabled: sendCode.isPending },
        ]
      : [
          payByCard,
          { label: d.sendAgain, onClick: () => sendCode.mutate(props.phone), variant: 'secondary' as const },
          {
            label: d.confirm,
            disabled: verify.isPending || !/^\d{6}$/.test(code),
            onClick: () =>
              verify.mutate({ checkId, code }, { onSuccess: (answer) => props.onVerified(answer.checkId) }),
          },
        ];
  return (
    <MessageDialog open={props.open} onClose={props.onClose} title={d.title} actions={actions}>
      <p>{props.message}</p>
      {checkId !== undefined && (
        <>
          <p>{d.sentTo(props.phone)}</p>
          <TextField
            label={d.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        </>
      )}
      {error !== null && (
        <p role="alert" className="text-danger">
          {errorText(error)}
        </p>
      )}
    </MessageDialog>
  );
}
