import { CircleCheck, Undo2 } from 'lucide-react';
import { FEE } from '../copy/figures';

/** The two ways a campaign ends, side by side. */
export function FundingOutcomes() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border border-emerald-600/30 bg-emerald-600/5 p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <CircleCheck
            className="size-5 text-emerald-700 dark:text-emerald-400"
            aria-hidden="true"
          />
          Goal reached
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>The creator claims the raised SOL minus the {FEE} platform fee.</li>
          <li>
            Investors claim the tokens the creator deposited in escrow, pro rata to what each
            contributed; the rounding remainder goes back to the creator.
          </li>
        </ul>
      </div>
      <div className="rounded-xl border border-primary/30 bg-primary/5 p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Undo2 className="size-5 text-primary" aria-hidden="true" />
          Goal missed
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          <li>Every investor claims a full refund from the Dashboard.</li>
          <li>The creator claims the deposited tokens back. No fee is taken.</li>
        </ul>
      </div>
    </div>
  );
}
