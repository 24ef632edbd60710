import { messages } from '@tiffin/core';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';

type AuthLinksProps = { className?: string; onSelect?: () => void };

/**
 * Sign In and Sign Up for a visitor. They open the sign-in and registration pages until the
 * accounts work brings the modals and the signed-in state (notifications bell, profile menu).
 */
export function AuthLinks({ className = '', onSelect }: AuthLinksProps) {
  return (
    <div className={className}>
      <Link to={paths.login} onClick={onSelect} className={buttonClasses('secondary')}>
        {messages.navigation.signIn}
      </Link>
      <Link to={paths.register} onClick={onSelect} className={buttonClasses('primary')}>
        {messages.navigation.signUp}
      </Link>
    </div>
  );
}
