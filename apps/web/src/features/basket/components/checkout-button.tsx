import { MINIMUM_ORDER_WARNING_MS, meetsMinimumOrder, messages } from '@tiffin/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';

export type CheckoutAccess = {
  isSignedIn: boolean;
  /** A visitor pressed Checkout: the app opens the sign-in modal. */
  onSignInRequired: () => void;
  /**
   * The restaurant's minimum order (its settings); undefined while they have not arrived, when the
   * minimum is left to the checkout, which the server prices.
   */
  minimumOrderCents: number | undefined;
};

type CheckoutButtonProps = CheckoutAccess & { itemCount: number; subtotalCents: number };

/**
 * visitor-side §4 "Checkout button": an empty basket says 'Your cart is empty'; below the minimum,
 * 'Minimum order amount is €15.00' shows for 5 s; otherwise a signed-in customer goes to
 * /check-out and a visitor gets the sign-in modal.
 */
export function CheckoutButton({
  itemCount,
  subtotalCents,
  isSignedIn,
  onSignInRequired,
  minimumOrderCents,
}: CheckoutButtonProps) {
  const navigate = useNavigate();
  const [showMinimum, setShowMinimum] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const checkout = () => {
    if (itemCount === 0) {
      toast.warning(messages.basket.cartEmpty, { id: messages.basket.cartEmpty });
      return;
    }
    if (minimumOrderCents !== undefined && !meetsMinimumOrder(subtotalCents, minimumOrderCents)) {
      setShowMinimum(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setShowMinimum(false), MINIMUM_ORDER_WARNING_MS);
      return;
    }
    setShowMinimum(false);
    if (isSignedIn) void navigate(paths.checkout);
    else onSignInRequired();
  };

  return (
    <div>
      {/* Kept on the page empty, so the message is announced the moment it appears. */}
      <div role="alert">
        {showMinimum && minimumOrderCents !== undefined && (
          <p className="mb-3 rounded-xl border border-turmeric bg-saffron-soft px-4 py-3 text-sm font-semibold text-ink">
            {messages.basket.minimumOrderWarning(minimumOrderCents)}
          </p>
        )}
      </div>
      <button type="button" onClick={checkout} className={buttonClasses('primary', 'w-full text-base')}>
        {messages.basket.checkout}
      </button>
    </div>
  );
}
