// Copies an address to the clipboard; the icon turns into a check for a second to say it worked.
import { COPY_FEEDBACK_MS } from '@memetank/shared/constants';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast, type ToastOptions } from '@/lib/toast';

/** The product's copy toasts. */
const COPY_TOASTS = {
  copied: { title: 'Copied!', description: 'Address copied to clipboard' },
  failed: {
    title: 'Copy failed',
    description: 'Unable to copy to clipboard',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions>;

export interface CopyAddressButtonProps {
  address: string;
  /** What is copied, for the button's accessible name: "Copy {label}". */
  label: string;
}

export function CopyAddressButton({ address, label }: CopyAddressButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      toast(COPY_TOASTS.copied);
    } catch (error) {
      console.warn('Copy failed:', error);
      toast(COPY_TOASTS.failed);
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 [&_svg]:size-4"
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      title={copied ? 'Copied' : `Copy ${label}`}
      onClick={() => void copy()}
    >
      {copied ? <Check aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
