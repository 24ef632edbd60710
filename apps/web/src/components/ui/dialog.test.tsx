import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A form in a dialog that opens a second dialog from inside it, as the address form opens the picker. */
function NestedDialogs() {
  const [outerOpen, setOuterOpen] = useState(true);
  const [innerOpen, setInnerOpen] = useState(false);
  return (
    <Dialog open={outerOpen} onClose={() => setOuterOpen(false)} title="Add New Address" closeLabel="Close">
      <button type="button" onClick={() => setInnerOpen(true)}>
        Choose location
      </button>
      <Dialog
        open={innerOpen}
        onClose={() => setInnerOpen(false)}
        title="Select Delivery Location"
        closeLabel="Close"
      >
        <button type="button" onClick={() => setInnerOpen(false)}>
          Confirm Location
        </button>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closing a dialog opened from inside another leaves the outer one open', () => {
    render(<NestedDialogs />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose location' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Location' }));

    expect(screen.queryByRole('button', { name: 'Confirm Location' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose location' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add New Address' })).toBeTruthy();
  });

  it('on closing focuses what returnFocus gives instead of the opener, and the opener when it gives nothing', () => {
    function Page({ target }: { target: 'banner' | 'none' }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <div tabIndex={-1} data-testid="banner">
            Address added successfully!
          </div>
          <button type="button" onClick={() => setOpen(true)}>
            Add New Address
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Add New Address"
            closeLabel="Close"
            returnFocus={() => (target === 'banner' ? screen.getByTestId('banner') : null)}
          >
            <p>The form</p>
          </Dialog>
        </>
      );
    }
    const { rerender } = render(<Page target="banner" />);
    const opener = screen.getByRole('button', { name: 'Add New Address' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByTestId('banner'));

    rerender(<Page target="none" />);
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });
});
