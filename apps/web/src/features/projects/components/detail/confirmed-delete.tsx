// The delete control of a comment, a reply or an update: a bin button that asks first, as the admin
// page's project delete does; cancelling deletes nothing. The dialog's code (Radix's dialog, focus
// trap and scroll lock) loads with the first click on a bin, not with the page
// (docs/decisions/054-first-load-weight.md).
import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/confirm-dialog')).ConfirmDialog,
}));

export function ConfirmedDelete(props: {
  /** The button's accessible name, e.g. "Delete comment". */
  label: string;
  /** Its tooltip. */
  tooltip: string;
  disabled: boolean;
  confirmTitle: string;
  confirmDescription: string;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // Once asked, the dialog stays mounted, so it closes with its animation like any other.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-8 text-muted-foreground hover:text-destructive [&_svg]:size-4"
        aria-label={props.label}
        title={props.tooltip}
        disabled={props.disabled}
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={props.confirmTitle}
            description={props.confirmDescription}
            confirmLabel="Delete"
            onConfirm={props.onConfirm}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
