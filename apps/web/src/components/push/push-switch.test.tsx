import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { PushSwitch } from './push-switch';

const KEY = 'BBYXzNTfLe2VStUubjvXDHxXlv1lflEvcbMxzkPUGu9BX9sDPstOldx3fzCXNc52TcfMHSi-8zP71hCBcwXVmyk';
const ENDPOINT = 'https://push.example.com/browser-1';

/**
 * A browser with push: a service worker whose push manager subscribes (each time at a new
 * endpoint after the first, `ENDPOINT`), and the permission asked. `existing`: the endpoint of a
 * subscription this browser already has.
 */
function pushBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
  existing?: string,
) {
  const subscriptionAt = (endpoint: string) =>
    ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  let subscription: PushSubscription | null = existing ? subscriptionAt(existing) : null;
  let made = 0;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      made += 1;
      subscription = subscriptionAt(made === 1 ? ENDPOINT : `${ENDPOINT}-${made}`);
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return pushManager;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushSwitch', () => {
  it('says how where the browser cannot show notifications, and offers nothing after an order', async () => {
    const { container } = render(<PushSwitch audience="customer" token="t" variant="offer" />);
    expect(container.innerHTML).toBe('');
    render(<PushSwitch audience="customer" token="t" variant="settings" />);
    expect(await screen.findByText(/add the site to your Home Screen/)).toBeTruthy();
  });

  it('asks the permission on the press, subscribes with the server’s key and saves it; then turns off', async () => {
    const pushManager = pushBrowser('default', 'granted');
    const api = mockApi({
      'GET /api/v1/push/config': jsonResponse(200, { vapid_public_key: KEY }),
      'POST /api/v1/customer/push-subscription': jsonResponse(200, { subscribed: true }),
      'POST /api/v1/customer/push-subscription/remove': jsonResponse(200, { subscribed: false }),
    });
    render(<PushSwitch audience="customer" token="t" variant="settings" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications about your orders are on/)).toBeTruthy();
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const saved = callsTo(api, 'POST /api/v1/customer/push-subscription');
    expect(JSON.parse(saved[0]?.[1].body ?? '{}')).toMatchObject({ endpoint: ENDPOINT });

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(callsTo(api, 'POST /api/v1/customer/push-subscription/remove')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });

  it('makes a new subscription when the browser’s is saved for someone else (a shared tablet)', async () => {
    const user = userEvent.setup();
    const theirs = 'https://push.example.com/the-last-customers';
    const pushManager = pushBrowser('granted', 'granted', theirs);
    const existing = await pushManager.getSubscription();
    const api = mockApi({
      'GET /api/v1/push/config': jsonResponse(200, { vapid_public_key: KEY }),
      // The server keeps an endpoint with its owner: not this customer's.
      'POST /api/v1/customer/push-subscription/state': jsonResponse(200, { subscribed: false }),
      'POST /api/v1/customer/push-subscription': jsonResponse(200, { subscribed: true }),
    });
    render(<PushSwitch audience="customer" token="t" variant="settings" />);
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications about your orders are on/)).toBeTruthy();

    expect(existing?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    const saved = callsTo(api, 'POST /api/v1/customer/push-subscription');
    expect(saved.map((request) => JSON.parse(request[1].body ?? '{}').endpoint)).toEqual([ENDPOINT]);
  });

  it('tells a refused permission, and a failed save with Try again', async () => {
    pushBrowser('denied');
    const { unmount } = render(<PushSwitch audience="staff" token="t" variant="settings" />);
    expect(await screen.findByText(/blocked for this site/)).toBeTruthy();
    unmount();

    pushBrowser('default', 'granted');
    mockApi({
      'GET /api/v1/push/config': jsonResponse(200, { vapid_public_key: KEY }),
      'POST /api/v1/staff/push-device': jsonResponse(503, { message: 'off', errors: [] }),
    });
    render(<PushSwitch audience="staff" token="t" variant="settings" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be changed/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
