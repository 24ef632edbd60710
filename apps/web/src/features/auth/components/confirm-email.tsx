import { formMessages } from '@tiffin/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { accountText } from '@/lib/account-text';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

const text = accountText.confirmEmail;

type ConfirmEmailProps = {
  /** The link's token, from after its '#'; null when the link carries none */
  token: string | null;
  /** Told once the address is proved (the page refreshes the customer's details). */
  onConfirmed?: () => void;
};

/**
 * Opens the link e-mailed to a new account (issue 30): asks the server once, then says "Your e-mail
 * address is confirmed", or why the link no longer works. No sign-in needed: the token is the proof.
 */
export function ConfirmEmail({ token, onConfirmed }: ConfirmEmailProps) {
  const confirm = useConfirmEmail();
  const asked = useRef(false);
  const onConfirmedRef = useRef(onConfirmed);
  onConfirmedRef.current = onConfirmed;

  useEffect(() => {
    // Once: a link works once, and strict mode runs effects twice.
    if (token === null || asked.current) return;
    asked.current = true;
    confirm.mutate({ token }, { onSuccess: () => onConfirmedRef.current?.() });
  }, [token, confirm.mutate]);

  if (token === null || confirm.isError) {
    const reason =
      token === null
        ? formMessages.account.confirmationLinkInvalid
        : confirm.error instanceof ApiError && confirm.error.status < 500
          ? confirm.error.message
          : text.failed;
    return (
      <>
        <Notice tone="danger" role="alert">
          {reason}
        </Notice>
        <Link to={paths.profile} className={buttonClasses('primary', 'mt-5 w-full')}>
          {text.toProfile}
        </Link>
      </>
    );
  }
  if (confirm.isSuccess) {
    return (
      <>
        <Notice tone="success" role="status">
          {confirm.data.message}
        </Notice>
        <Link to={paths.menu} className={buttonClasses('primary', 'mt-5 w-full')}>
          {text.toMenu}
        </Link>
      </>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-ink-muted">
      <Spinner className="size-5" />
      {text.confirming}
    </p>
  );
}
