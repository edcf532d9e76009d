// The one way to show a toast: a title and a description; errors use the destructive variant.
import { toast as sonnerToast } from 'sonner';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description: string;
  variant?: ToastVariant;
}

export function toast({ title, description, variant = 'default' }: ToastOptions): string | number {
  if (variant === 'destructive') return sonnerToast.error(title, { description });
  return sonnerToast(title, { description });
}
