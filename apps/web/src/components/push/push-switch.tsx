import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { customerToken } from '@/lib/customer-fetch';
import { type PushAudience, type PushState, pushState, turnPushOff, turnPushOn } from '@/lib/web-push';

const text = {
  customer: {
    offer:
      'Get your order’s news on this device: accepted with its ready time, ready or on its way, delivered.',
    on: 'Notifications about your orders are on for this device.',
    off: 'Notifications about your orders are off for this device.',
  },
  staff: {
    offer:
      'Let this device (the owner’s phone) ring for new orders and orders still waiting at the alert time.',
    on: 'This device is told of new orders and of orders waiting at the alert time.',
    off: 'This device is not told of new orders.',
  },
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off',
  checking: 'Checking this device’s notifications…',
  unsupported:
    'This browser cannot show notifications. On an iPhone, add the site to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  denied:
    'Notifications are blocked for this site in your browser’s settings: allow them there to turn them on.',
  failed: 'Notifications could not be changed. Check your connection and try again.',
  tryAgain: 'Try again',
} as const;

/** The staff's token as given, the customer's as it is now. */
const tokenOf = (staffToken: string | undefined) => staffToken ?? customerToken() ?? '';

type Props = {
  audience: PushAudience;
  /** The staff's token; the customer's is read as each call is sent (lib/customer-fetch.ts) */
  token?: string;
  /** 'offer': shown only while the browser has not been asked (after placing an order); 'settings': always */
  variant: 'offer' | 'settings';
};

/**
 * This device's notifications (issue 35): its state (loading, cannot, blocked, off, on), and the
 * button that turns them on (asking the browser's permission then, from the press) or off.
 */
export function PushSwitch({ audience, token: staffToken, variant }: Props) {
  const [state, setState] = useState<PushState | 'loading' | 'busy'>('loading');
  const [failed, setFailed] = useState(false);
  const words = text[audience];

  const check = () => {
    setFailed(false);
    setState('loading');
    pushState(audience, tokenOf(staffToken)).then(setState, () => {
      setState('off');
      setFailed(true);
    });
  };
  useEffect(check, [audience, staffToken]);

  const change = (to: 'on' | 'off') => {
    setFailed(false);
    setState('busy');
    (to === 'on'
      ? turnPushOn(audience, tokenOf(staffToken))
      : turnPushOff(audience, tokenOf(staffToken))
    ).then(setState, () => {
      setState('off');
      setFailed(true);
    });
  };

  // The offer after an order is not made to a browser that cannot show them or has refused them.
  if (variant === 'offer' && (state === 'loading' || state === 'unsupported' || state === 'denied'))
    return null;
  if (state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <Spinner /> {text.checking}
      </p>
    );
  }
  return (
    <div className="space-y-3 text-sm leading-6" data-testid="push-switch">
      {state === 'unsupported' && <p>{text.unsupported}</p>}
      {state === 'denied' && <p>{text.denied}</p>}
      {(state === 'off' || state === 'busy') && <p>{variant === 'offer' ? words.offer : words.off}</p>}
      {state === 'on' && <p role="status">{words.on}</p>}
      {failed && (
        <p className="font-semibold text-danger" role="alert">
          {text.failed}
        </p>
      )}
      {(state === 'off' || state === 'busy') && (
        <button
          type="button"
          className={buttonClasses(variant === 'offer' ? 'secondary' : 'primary', 'w-full sm:w-auto')}
          disabled={state === 'busy'}
          onClick={() => change('on')}
        >
          {state === 'busy' ? <Spinner /> : null} {text.turnOn}
        </button>
      )}
      {state === 'on' && variant === 'settings' && (
        <button
          type="button"
          className={buttonClasses('secondary', 'w-full sm:w-auto')}
          onClick={() => change('off')}
        >
          {text.turnOff}
        </button>
      )}
      {failed && state !== 'busy' && (
        <button type="button" className={buttonClasses('secondary', 'w-full sm:w-auto')} onClick={check}>
          {text.tryAgain}
        </button>
      )}
    </div>
  );
}
