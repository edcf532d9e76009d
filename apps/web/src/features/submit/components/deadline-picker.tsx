// The campaign deadline: a calendar in a popover that refuses days before now and days more than
// 30 days ahead, now being the server's clock (the one deadlines pass by).
import { format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { DEADLINE_MAX_DAYS } from '@memetank/shared/constants';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isDeadlineRefused } from '../submit-form-values';

interface DeadlinePickerProps {
  id: string;
  value: Date;
  onChange(day: Date): void;
  /** What "now" is: the server's clock (features/submit/api/get-server-clock.ts), read when the calendar asks. */
  now: () => Date;
}

export const DEADLINE_HINT = `Maximum ${DEADLINE_MAX_DAYS} days from today`;

export function DeadlinePicker({ id, value, onChange, now }: DeadlinePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          className="w-full justify-start font-normal"
          aria-describedby={`${id}-hint`}
        >
          <CalendarDays aria-hidden="true" className="text-muted-foreground" />
          {format(value, 'PPP')}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-3" aria-label="Choose the funding deadline">
        <Calendar
          mode="single"
          required
          selected={value}
          defaultMonth={value}
          onSelect={(day) => {
            if (!day) return;
            onChange(day);
            setOpen(false);
          }}
          disabled={(day) => isDeadlineRefused(day, now())}
          footer={<p className="pt-2 text-center text-xs text-muted-foreground">{DEADLINE_HINT}</p>}
        />
      </PopoverContent>
    </Popover>
  );
}
