import { messages } from '@tiffin/core';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { useIsAuthenticated } from '../stores/auth-store';
import { openAuthDialog, useAuthUiStore } from '../stores/auth-ui-store';

const { title, message } = messages.navigation.loginRequired;

/** What a visitor sees instead of the profile area (checkout-and-account §2.1). */
export function LoginRequired() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark">
        <UserIcon className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      <button
        type="button"
        onClick={() => openAuthDialog('login')}
        className={buttonClasses('primary', 'mt-8')}
      >
        {messages.navigation.signIn}
      </button>
    </div>
  );
}

/**
 * Shows its content to a signed-in customer and the sign-in prompt to a visitor. Right after the
 * account is deleted the content stays, to show the confirmation until the redirect home.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useIsAuthenticated();
  const accountDeleted = useAuthUiStore((state) => state.accountDeleted);
  return isAuthenticated || accountDeleted ? children : <LoginRequired />;
}
