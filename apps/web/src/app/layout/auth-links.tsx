import { messages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { preloadAuthDialog } from '@/features/auth/components/auth-dialog-on-demand';
import { type AuthView, openAuthDialog } from '@/features/auth/stores/auth-ui-store';

type AuthLinksProps = {
  className?: string;
  /** Called before the modal opens (the mobile panel closes itself here). */
  onSelect?: () => void;
};

/** Sign In and Sign Up for a visitor: each opens the sign-in modal on its form (visitor-side §2). */
export function AuthLinks({ className = '', onSelect }: AuthLinksProps) {
  const open = (view: AuthView) => {
    onSelect?.();
    openAuthDialog(view);
  };
  return (
    <div className={className}>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => open('login')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        className={buttonClasses('secondary')}
      >
        {messages.navigation.signIn}
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => open('register')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        className={buttonClasses('primary')}
      >
        {messages.navigation.signUp}
      </button>
    </div>
  );
}
