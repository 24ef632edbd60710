import { messages, orderMessages, type SavedAddress, SUCCESS_BANNER_MS } from '@tiffin/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { PinIcon } from '@/components/ui/icons/pin-icon';
import { PlusIcon } from '@/components/ui/icons/plus-icon';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { addressesOf, useAddressBook } from '../api/get-addresses';
import { coordinatesOf } from '../utils/address-display';
import { errorText } from '../utils/address-error';
import { AddressCard } from './address-card';
import { type AddressContact, AddressFormDialog } from './address-form-dialog';
import { AddressMapDialog } from './address-map-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';

const m = orderMessages.addresses;

type MyAddressesProps = {
  /** The restaurant's delivery radius (its settings); undefined until they arrive. */
  deliveryRadiusKm: number | undefined;
  /** The signed-in customer's name and phone, sent as the contact of an address saved here. */
  contact: AddressContact;
};

/**
 * My Addresses (checkout-and-account §2.8, §4): the saved addresses with their states, the map
 * view, delete confirmation and the add/edit form. The page's heading is the route's.
 */
export function MyAddresses({ deliveryRadiusKm, contact }: MyAddressesProps) {
  const book = useAddressBook();
  const addresses = addressesOf(book.data?.pages);
  const [editing, setEditing] = useState<'add' | SavedAddress | null>(null);
  const [viewing, setViewing] = useState<SavedAddress | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [banner, setBanner] = useState<{ text: string; key: number } | null>(null);
  // Where focus goes when a dialog's opener is gone (a deleted card, the empty state after an add).
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  const fallbackFocus = useCallback(() => addButton.current ?? heading.current, []);
  // After a save or a delete the banner at the top says what happened: focus goes there, and the
  // page scrolls to it and the cards under it, rather than to Add New Address at the bottom.
  const bannerRef = useRef<HTMLDivElement>(null);
  const focusBanner = useRef(false);
  const returnFocus = useCallback(() => {
    const target = focusBanner.current ? bannerRef.current : null;
    focusBanner.current = false;
    return target;
  }, []);

  // §4: 'Address added successfully!' / 'Address updated successfully!' go after 3 s; so does
  // 'Address deleted successfully!'.
  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const closeForm = useCallback(() => setEditing(null), []);
  const saved = useCallback((text: string) => {
    focusBanner.current = true;
    setBanner({ text, key: Date.now() });
  }, []);
  const deleted = useCallback(() => saved(m.deleted), [saved]);
  const view = (address: SavedAddress) => {
    // §2.8: an address without coordinates has nothing to show on a map; the spec says so in an alert.
    if (coordinatesOf(address) === null) window.alert(m.noCoordinates);
    else setViewing(address);
  };

  let content: React.ReactNode;
  // §2.8: 'Loading addresses...' while the list is empty and on its way (a first load, a retry, the
  // reload after the first address was added).
  if (addresses.length === 0 && (book.isPending || book.isFetching)) {
    content = (
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-2xl border border-line bg-white px-6 py-12 text-ink-muted"
      >
        <Spinner className="size-5" />
        {m.loading}
      </p>
    );
  } else if (book.isError && addresses.length === 0) {
    content = (
      <div role="alert" className="rounded-2xl border border-danger/40 bg-danger-soft p-5 sm:p-6">
        <p className="font-semibold text-danger">{errorText(book.error, m.fetchFailed)}</p>
        <button
          type="button"
          onClick={() => void book.refetch()}
          className={buttonClasses('secondary', 'mt-4')}
        >
          {messages.common.retry}
        </button>
      </div>
    );
  } else if (addresses.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-saffron-soft text-saffron-dark">
          <PinIcon className="size-8" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold">{m.emptyTitle}</h2>
        <p className="mt-2 text-ink-muted">{m.emptyText}</p>
        <button
          ref={addButton}
          type="button"
          onClick={() => setEditing('add')}
          className={buttonClasses('primary', 'mt-6')}
        >
          <PlusIcon className="size-5" />
          {m.addFirst}
        </button>
      </div>
    );
  } else {
    content = (
      <>
        {book.isError && (
          <Notice tone="danger" role="alert" className="mb-4">
            <p>{errorText(book.error, m.fetchFailed)}</p>
            <button
              type="button"
              onClick={() => void book.refetch()}
              disabled={book.isFetching}
              className={buttonClasses('secondary', 'mt-3')}
            >
              {messages.common.retry}
            </button>
          </Notice>
        )}
        <ul aria-label={m.list} className="grid gap-4 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                deliveryRadiusKm={deliveryRadiusKm}
                onView={view}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
        {book.hasNextPage && (
          <button
            type="button"
            onClick={() => void book.fetchNextPage()}
            disabled={book.isFetchingNextPage}
            className={buttonClasses('ghost', 'mt-4 w-full sm:w-auto')}
          >
            {book.isFetchingNextPage && <Spinner className="size-4" />}
            {m.showMore}
          </button>
        )}
        <button
          ref={addButton}
          type="button"
          onClick={() => setEditing('add')}
          className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}
        >
          <PlusIcon className="size-5" />
          {m.addNew}
        </button>
      </>
    );
  }

  return (
    <div ref={heading} tabIndex={-1} className="outline-none">
      <div aria-live="polite">
        {banner !== null && (
          // Below the sticky site header when focus scrolls the page to it.
          <div key={banner.key} ref={bannerRef} tabIndex={-1} className="mb-4 scroll-mt-20 outline-none">
            <Notice tone="success">{banner.text}</Notice>
          </div>
        )}
      </div>
      {content}
      {deliveryRadiusKm !== undefined && !book.isPending && !(book.isError && addresses.length === 0) && (
        <Notice className="mt-6 flex items-start gap-2">
          <PinIcon className="mt-0.5 size-5 shrink-0 text-saffron-dark" />
          <span>{m.radiusInfo(deliveryRadiusKm)}</span>
        </Notice>
      )}

      {/* The restaurant's settings arrive with every page; the picker needs their radius. */}
      {deliveryRadiusKm !== undefined && (
        <AddressFormDialog
          editing={editing}
          contact={contact}
          savedAddresses={addresses}
          deliveryRadiusKm={deliveryRadiusKm}
          onClose={closeForm}
          onSaved={saved}
          fallbackFocus={fallbackFocus}
          returnFocus={returnFocus}
        />
      )}
      <AddressMapDialog address={viewing} onClose={() => setViewing(null)} />
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={deleted}
        fallbackFocus={fallbackFocus}
        returnFocus={returnFocus}
      />
    </div>
  );
}
