// Where toasts appear; show one with `toast()` from @/lib/toast.
import { Toaster as Sonner } from 'sonner';

export function Toaster({ theme }: { theme: 'dark' | 'light' }) {
  return <Sonner theme={theme} richColors closeButton position="bottom-right" />;
}
