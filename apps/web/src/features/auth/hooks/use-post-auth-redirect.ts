import { CHECKOUT_LOGIN_REDIRECT_MS, formMessages, LOGIN_REDIRECT_MS } from '@tiffin/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { type CheckoutReturnState, readAuthNavigationState } from '../utils/navigation-state';

/**
 * After signing in or registering on the /login and /register pages (visitor-side §2): on the way
 * to checkout (returnAfterLogin and from /check-out), home after 3 s with the cart-kept message;
 * otherwise back to `from` after 2 s, replacing the sign-in page in the history.
 */
export function usePostAuthRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = readAuthNavigationState(location.state);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { from, returnAfterLogin } = target;
  const redirect = useCallback(() => {
    setRedirecting(true);
    const toCheckout = returnAfterLogin && from.split(/[?#]/)[0] === paths.checkout;
    timer.current = window.setTimeout(
      () => {
        if (toCheckout) {
          const state: CheckoutReturnState = {
            showCheckoutMessage: true,
            message: formMessages.auth.cartKeptAfterLogin,
          };
          void navigate(paths.home, { state });
        } else {
          void navigate(from, { replace: true });
        }
      },
      toCheckout ? CHECKOUT_LOGIN_REDIRECT_MS : LOGIN_REDIRECT_MS,
    );
  }, [from, returnAfterLogin, navigate]);

  return { target, redirecting, redirect };
}
