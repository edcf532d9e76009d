// A select over a fixed list of options (currency, risk score, status, a filter): the app's Radix
// Select with one item per option, labelled by the option itself unless `labels` names it.
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export interface OptionSelectProps<T extends string> {
  value: T;
  onChange(value: T): void;
  options: readonly T[];
  /** What each option reads as; the option itself when not given. */
  labels?: Readonly<Record<T, string>>;
  id?: string;
  'aria-label'?: string;
  triggerClassName?: string;
  itemClassName?: string;
}

export function OptionSelect<T extends string>({
  value,
  onChange,
  options,
  labels,
  id,
  'aria-label': ariaLabel,
  triggerClassName,
  itemClassName,
}: OptionSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger id={id} aria-label={ariaLabel} className={triggerClassName}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option} className={itemClassName}>
            {labels ? labels[option] : option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
