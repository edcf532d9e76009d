// The delete control of a comment, a reply or an update: a bin button that asks first, as the admin
// page's project delete does; cancelling deletes nothing.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

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
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-8 text-muted-foreground hover:text-destructive [&_svg]:size-4"
        aria-label={props.label}
        title={props.tooltip}
        disabled={props.disabled}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        title={props.confirmTitle}
        description={props.confirmDescription}
        confirmLabel="Delete"
        onConfirm={props.onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
