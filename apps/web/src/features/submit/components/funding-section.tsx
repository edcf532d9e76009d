// The submit form's funding section: the tokens offered to investors, the goal and its currency,
// the duration and the deadline (each moves the other), and the creator's own risk score.
import { endOfDay } from 'date-fns';
import { Coins } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import {
  CURRENCIES,
  DEADLINE_MAX_DAYS,
  RISK_SCORES,
  type Currency,
} from '@memetank/shared/constants';
import { OptionSelect } from '@/components/option-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { useTokenLookup } from '../api/get-token';
import { daysUntil, deadlineAfterDays } from '../submit-form-values';
import { DEADLINE_HINT, DeadlinePicker } from './deadline-picker';
import { FieldHint, FormSection } from './form-section';
import type { SubmitSectionProps } from './submit-section';
import { TokenAllocationField } from './token-allocation-field';

/** Advice on the goal in the chosen currency (the hard bounds are the server's). */
export const GOAL_HINTS: Record<Currency, string> = {
  SOL: 'Most projects aim for 50 to 10,000 SOL.',
  USDC: 'Raised and refunded in USDC, a stable dollar value: 1 USDC is about $1.',
};

interface FundingSectionProps extends SubmitSectionProps {
  lookup: ReturnType<typeof useTokenLookup>;
  /** The server clock's now: the duration and the deadline count from its day. */
  now: () => Date;
}

export function FundingSection({
  form: { register, control, setValue },
  field,
  lookup,
  now,
}: FundingSectionProps) {
  const allocation = useWatch({ control, name: 'investorTokenAllocation' });
  const currency = useWatch({ control, name: 'currency' });
  return (
    <FormSection
      title="Funding Configuration"
      description="The tokens you offer investors, how much you want to raise, by when, and how risky you rate it."
      icon={Coins}
    >
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={field('allocation')}>Tokens for Investors *</Label>
        <TokenAllocationField
          id={field('allocation')}
          value={allocation}
          mint={lookup.mint}
          token={lookup.token}
          {...register('investorTokenAllocation')}
        />
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('goal')}>Funding Goal *</Label>
          <Input
            id={field('goal')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...register('fundingGoal')}
          />
          <FieldHint>{GOAL_HINTS[currency]}</FieldHint>
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('currency')}>Currency</Label>
          <Controller
            control={control}
            name="currency"
            render={({ field: currency }) => (
              <OptionSelect
                id={field('currency')}
                value={currency.value}
                onChange={currency.onChange}
                options={CURRENCIES}
              />
            )}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('duration')}>Funding Duration (days)</Label>
          <Input
            id={field('duration')}
            type="number"
            inputMode="numeric"
            min={1}
            max={DEADLINE_MAX_DAYS}
            step={1}
            {...register('fundingDuration', {
              onChange: (event: { target: HTMLInputElement }) => {
                const days = Number(event.target.value);
                if (Number.isInteger(days) && days >= 1 && days <= DEADLINE_MAX_DAYS) {
                  setValue('deadline', deadlineAfterDays(days, now()));
                }
              },
            })}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('deadline')}>Funding Deadline</Label>
          <Controller
            control={control}
            name="deadline"
            render={({ field: deadline }) => (
              <DeadlinePicker
                id={field('deadline')}
                value={deadline.value}
                now={now}
                onChange={(day) => {
                  deadline.onChange(endOfDay(day));
                  setValue('fundingDuration', String(daysUntil(day, now())));
                }}
              />
            )}
          />
          <FieldHint id={`${field('deadline')}-hint`}>{DEADLINE_HINT}</FieldHint>
        </div>
        <div className="grid grid-cols-1 gap-2 sm:col-span-2">
          <Label htmlFor={field('risk')}>Risk Score</Label>
          <Controller
            control={control}
            name="riskScore"
            render={({ field: risk }) => (
              <OptionSelect
                id={field('risk')}
                value={risk.value}
                onChange={risk.onChange}
                options={RISK_SCORES}
                triggerClassName="sm:w-1/2"
              />
            )}
          />
        </div>
      </div>
    </FormSection>
  );
}
