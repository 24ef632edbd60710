import { create } from 'zustand';

/** The three forms the sign-in modal can show. */
export type AuthView = 'login' | 'register' | 'forgot-password';

type AuthUiState = {
  /** The sign-in modal's form, or null when it is closed. */
  dialogView: AuthView | null;
  /** The text of the full-screen sign-out overlay while it shows. */
  signingOutLabel: string | null;
  /** The overlay is on screen: its second is counted from then (use-sign-out.ts). */
  signingOutShown: boolean;
  /**
   * The account was just deleted: its pages keep showing the confirmation until the redirect home,
   * although the session is already gone.
   */
  accountDeleted: boolean;
  openAuthDialog: (view: AuthView) => void;
  closeAuthDialog: () => void;
  setSigningOutLabel: (label: string | null) => void;
  setSigningOutShown: () => void;
  setAccountDeleted: (deleted: boolean) => void;
};

/** Not persisted: what the page shows around accounts right now. */
export const useAuthUiStore = create<AuthUiState>()((set) => ({
  dialogView: null,
  signingOutLabel: null,
  signingOutShown: false,
  accountDeleted: false,
  openAuthDialog: (view) => set({ dialogView: view }),
  closeAuthDialog: () => set({ dialogView: null }),
  setSigningOutLabel: (label) => set({ signingOutLabel: label, signingOutShown: false }),
  setSigningOutShown: () => set({ signingOutShown: true }),
  setAccountDeleted: (deleted) => set({ accountDeleted: deleted }),
}));

/** Opens the sign-in modal on a form: the header, the profile guard and later the basket use it. */
export function openAuthDialog(view: AuthView = 'login'): void {
  useAuthUiStore.getState().openAuthDialog(view);
}
