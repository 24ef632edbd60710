import { act, render, screen } from '@testing-library/react';
import { messages } from '@tiffin/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

// Issue 47: the menu seen once opens offline (decision 053), and said nothing of being offline.
describe('the offline notice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the page is offline while the browser is, and goes when it is back online', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.queryByText(messages.common.offline)).toBeNull();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(messages.common.offline).closest('[role="status"]')).toBeTruthy();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(messages.common.offline)).toBeNull();
  });
});
