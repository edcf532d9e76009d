// The one way to show a toast: a title and a description; errors use the destructive variant.
import type { ReactNode } from 'react';
import { toast as sonnerToast } from 'sonner';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  /** Text, or text with a link (a transaction on the explorer). */
  description: ReactNode;
  variant?: ToastVariant;
  /** How long it stays, in ms; sonner's default (4 s) when not given. */
  duration?: number;
}

export function toast({
  title,
  description,
  variant = 'default',
  duration,
}: ToastOptions): string | number {
  if (variant === 'destructive') return sonnerToast.error(title, { description, duration });
  return sonnerToast(title, { description, duration });
}
