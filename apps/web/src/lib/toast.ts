// The one way to show a toast: a title and a description; errors use the destructive variant.
// sonner stays out of the first page load: a toast loads it (and asks for the toaster), and a
// toast shown before the toaster is there waits in sonner's store, which replays it to the toaster.
import type { ReactNode } from 'react';
import type * as Sonner from 'sonner';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Text, or text with a link (a transaction on the explorer). */
  description: ReactNode;
  variant?: ToastVariant;
  /** How long it stays, in ms; sonner's default (4 s) when not given. */
  duration?: number;
}

let sonner: Promise<typeof Sonner> | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

function loadSonner(): Promise<typeof Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    // A failed chunk load (a new deployment, a dropped connection): the next toast tries again.
    sonner = null;
    throw error;
  });
  return sonner;
}

/** True once a toast has been asked for: the toaster must be on the page by then. */
export function isToasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` on the first toast; returns a function that stops listening. */
export function onToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function toast({ title, description, variant = 'default', duration }: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  loadSonner().then(
    ({ toast: sonnerToast }) => {
      if (variant === 'destructive') sonnerToast.error(title, { description, duration });
      else sonnerToast(title, { description, duration });
    },
    (error: unknown) => console.warn('A toast could not be shown:', title, error),
  );
}
