import { messages } from '@tiffin/core';
import { buttonClasses } from '@/components/ui/button-styles';
import { HeartIcon } from '@/components/ui/icons/heart-icon';
import { favouritesPageText } from './favourites-page-text';

/**
 * What a visitor sees on the favourites page (visitor-side §6: favouriting needs sign-in): why to
 * sign in, and a button that opens the sign-in modal (the page passes it in: features do not
 * import each other).
 */
export function FavouritesSignIn({ onSignIn }: { onSignIn: () => void }) {
  const text = favouritesPageText;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-saffron-soft text-danger">
        <HeartIcon filled className="size-8" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold">{text.signInTitle}</h2>
      <p className="mt-2 max-w-sm text-ink-muted">{text.signInText}</p>
      <button type="button" onClick={onSignIn} className={buttonClasses('primary', 'mt-6')}>
        {messages.navigation.signIn}
      </button>
    </div>
  );
}
