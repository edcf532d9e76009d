// What the comment, reply and update forms and their deletes share: a write goes out only once the
// wallet is signed in (it asks once if not), and a delete says how it went in a toast.
import { useState } from 'react';
import { toast, type ToastOptions } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';

/** A form's post: `sending` while the wallet signs in or the post is under way. */
export function useSignedInPost(isPending: boolean) {
  const { ensureSignedIn } = useWallet();
  const [signingIn, setSigningIn] = useState(false);
  return {
    sending: signingIn || isPending,
    /** True once signed in; false when the visitor declined. */
    signIn: () => {
      setSigningIn(true);
      return ensureSignedIn().finally(() => setSigningIn(false));
    },
  };
}

interface DeleteMutation {
  mutate: (
    id: string,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

/** Deletes `id` once signed in, then toasts `deleted` or, with a warning in the console, `failed`. */
export function useSignedInDelete(
  remove: DeleteMutation,
  toasts: { deleted: ToastOptions; deleteFailed: ToastOptions },
  what: string,
) {
  const { ensureSignedIn } = useWallet();
  return async (id: string) => {
    if (!(await ensureSignedIn())) return;
    remove.mutate(id, {
      onSuccess: () => toast(toasts.deleted),
      onError: (error) => {
        console.warn(`Delete ${what} failed:`, error);
        toast(toasts.deleteFailed);
      },
    });
  };
}
