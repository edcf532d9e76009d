// "Edit Project: {name}": every editable field. Money is read as decimals, counts as integers, and
// empty optional text is saved as null; the server sets updated_at. Current funding and investors
// come from the recorded investments, so they are shown, never edited; the goal, currency, token
// and deadline are sent only when changed (the server refuses changing them, or moving the
// deadline earlier, while the campaign holds investments).
import { endOfDay, format, parse } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  DEADLINE_PASSED_APPROVE_NOTE,
  type AdminProject,
  type AdminProjectUpdate,
} from '@memetank/shared/api/admin';
import {
  CURRENCIES,
  FILE_URL_MAX,
  FUNDING_GOAL_MIN_SOL,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  TOKEN_ADDRESS_INPUT_MAX,
} from '@memetank/shared/constants';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface EditProjectValues {
  name: string;
  description: string;
  longDescription: string;
  logo: string;
  tokenAddress: string;
  fundingGoal: string;
  currency: string;
  riskScore: string;
  status: string;
  /** yyyy-MM-dd in the browser's time zone. */
  deadline: string;
  upvotes: string;
  pitchDeckUrl: string;
  twitterUrl: string;
  telegramUrl: string;
  discordUrl: string;
  websiteUrl: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';

export const DERIVED_FIGURES_NOTE =
  'Current funding and investors come from the recorded investments and cannot be edited. While the campaign holds investments, its goal, currency, token and deadline (earlier) cannot change.';

export function editValuesOf(project: AdminProject): EditProjectValues {
  return {
    name: project.name,
    description: project.description,
    longDescription: project.longDescription ?? '',
    logo: project.logo,
    tokenAddress: project.tokenAddress,
    fundingGoal: String(project.fundingGoal),
    currency: project.currency,
    riskScore: project.riskScore,
    status: project.status,
    deadline: format(new Date(project.deadline), DAY_FORMAT),
    upvotes: String(project.upvotes),
    pitchDeckUrl: project.pitchDeckUrl ?? '',
    twitterUrl: project.twitterUrl ?? '',
    telegramUrl: project.telegramUrl ?? '',
    discordUrl: project.discordUrl ?? '',
    websiteUrl: project.websiteUrl ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The PATCH body: decimals for money, integers for counts, null for empty optional text. The
 * campaign's terms (goal, currency, token, deadline) go only when changed, so editing anything else
 * of a campaign holding investments is not refused; the logo and pitch deck too, so a project
 * saved before the stricter logo and pitch deck rules (an outside deck link) stays editable.
 */
export function editChangesOf(
  values: EditProjectValues,
  project: AdminProject,
): AdminProjectUpdate {
  const changes: AdminProjectUpdate = {
    name: values.name.trim(),
    description: values.description.trim(),
    longDescription: orNull(values.longDescription),
    riskScore: values.riskScore as AdminProjectUpdate['riskScore'],
    status: values.status as AdminProjectUpdate['status'],
    upvotes: Number.parseInt(values.upvotes, 10),
    twitterUrl: orNull(values.twitterUrl),
    telegramUrl: orNull(values.telegramUrl),
    discordUrl: orNull(values.discordUrl),
    websiteUrl: orNull(values.websiteUrl),
  };
  const before = editValuesOf(project);
  if (values.tokenAddress.trim() !== before.tokenAddress.trim()) {
    changes.tokenAddress = values.tokenAddress.trim();
  }
  const goal = Number.parseFloat(values.fundingGoal);
  if (goal !== project.fundingGoal) changes.fundingGoal = goal;
  if (values.currency !== before.currency) {
    changes.currency = values.currency as AdminProjectUpdate['currency'];
  }
  if (values.logo.trim() !== before.logo.trim()) changes.logo = values.logo.trim();
  if (orNull(values.pitchDeckUrl) !== orNull(before.pitchDeckUrl)) {
    changes.pitchDeckUrl = orNull(values.pitchDeckUrl);
  }
  if (values.deadline !== before.deadline) {
    const day = parse(values.deadline, DAY_FORMAT, new Date());
    if (!Number.isNaN(day.getTime())) changes.deadline = endOfDay(day).toISOString();
  }
  return changes;
}

interface EditProjectDialogProps {
  project: AdminProject | null;
  /**
   * Opened by Approve on a pending project whose deadline passed: the status is set to approved
   * and the dialog asks for a new deadline (the server refuses the old one: DEADLINE_PASSED).
   */
  approving?: boolean;
  saving: boolean;
  onSave(id: string, changes: AdminProjectUpdate): void;
  onClose(): void;
}

export function EditProjectDialog({
  project,
  approving = false,
  saving,
  onSave,
  onClose,
}: EditProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-w-2xl">
        {project ? (
          <EditProjectForm
            key={`${project.id}-${String(approving)}`}
            project={project}
            approving={approving}
            saving={saving}
            onSave={onSave}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditProjectForm({
  project,
  approving,
  saving,
  onSave,
}: {
  project: AdminProject;
  approving: boolean;
  saving: boolean;
  onSave(id: string, changes: AdminProjectUpdate): void;
}) {
  const id = useId();
  const { register, control, handleSubmit } = useForm<EditProjectValues>({
    defaultValues: { ...editValuesOf(project), ...(approving ? { status: 'approved' } : {}) },
  });
  const field = (name: string) => `${id}-${name}`;
  // The goal is in the currency chosen here; the funding raised so far in the campaign's own.
  const goalCurrency = useWatch({ control, name: 'currency' });

  const text = (
    name: keyof EditProjectValues,
    label: string,
    type = 'text',
    maxLength: number | undefined = undefined,
  ) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Input id={field(name)} type={type} maxLength={maxLength} {...register(name)} />
    </div>
  );
  const number = (name: keyof EditProjectValues, label: string, step: string, min = 0) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Input id={field(name)} type="number" step={step} min={min} {...register(name)} />
    </div>
  );
  /** A figure derived from the recorded investments: shown, not editable. */
  const derived = (name: string, label: string, value: string) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Input
        id={field(name)}
        readOnly
        value={value}
        aria-describedby={field('derived-note')}
        className="bg-muted tabular-nums"
      />
    </div>
  );
  const choice = (name: keyof EditProjectValues, label: string, options: readonly string[]) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field: select }) => (
          <OptionSelect
            id={field(name)}
            value={select.value}
            onChange={select.onChange}
            options={options}
            triggerClassName="capitalize"
            itemClassName="capitalize"
          />
        )}
      />
    </div>
  );

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-5"
      onSubmit={(event) =>
        void handleSubmit((values) => onSave(project.id, editChangesOf(values, project)))(event)
      }
    >
      <DialogHeader>
        <DialogTitle>Edit Project: {project.name}</DialogTitle>
        <DialogDescription>
          Changes apply at once; the project&apos;s updated time is set.
        </DialogDescription>
      </DialogHeader>

      {approving ? (
        <p
          id={field('approving-note')}
          className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
        >
          {DEADLINE_PASSED_APPROVE_NOTE}
        </p>
      ) : null}

      <fieldset disabled={saving} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('name', 'Name', 'text', PROJECT_NAME_MAX)}
        {text('logo', 'Logo (emoji or image URL)', 'text', FILE_URL_MAX)}
        <div className="grid grid-cols-1 gap-2 sm:col-span-2">
          <Label htmlFor={field('description')}>Description</Label>
          <Textarea
            id={field('description')}
            rows={2}
            maxLength={SHORT_DESCRIPTION_MAX}
            {...register('description')}
          />
        </div>
        <div className="grid grid-cols-1 gap-2 sm:col-span-2">
          <Label htmlFor={field('longDescription')}>Long Description</Label>
          <Textarea
            id={field('longDescription')}
            rows={4}
            maxLength={LONG_DESCRIPTION_MAX}
            {...register('longDescription')}
          />
        </div>
        <div className="sm:col-span-2">
          {text('tokenAddress', 'Token Address', 'text', TOKEN_ADDRESS_INPUT_MAX)}
        </div>
        {number('fundingGoal', `Funding Goal (${goalCurrency})`, 'any', FUNDING_GOAL_MIN_SOL)}
        {derived(
          'currentFunding',
          `Current Funding (${project.currency})`,
          String(project.currentFunding),
        )}
        {choice('currency', 'Currency', CURRENCIES)}
        {choice('riskScore', 'Risk Score', RISK_SCORES)}
        {choice('status', 'Status', PROJECT_STATUSES)}
        {text('deadline', 'Deadline', 'date')}
        {number('upvotes', 'Upvotes', '1')}
        {derived('investorCount', 'Investors', String(project.investorCount))}
        <p id={field('derived-note')} className="text-xs text-muted-foreground sm:col-span-2">
          {DERIVED_FIGURES_NOTE}
        </p>
        <div className="sm:col-span-2">
          {text('pitchDeckUrl', 'Pitch Deck URL', 'url', FILE_URL_MAX)}
        </div>
        {text('twitterUrl', 'Twitter URL', 'url', LINK_URL_MAX)}
        {text('telegramUrl', 'Telegram URL', 'url', LINK_URL_MAX)}
        {text('discordUrl', 'Discord URL', 'url', LINK_URL_MAX)}
        {text('websiteUrl', 'Website URL', 'url', LINK_URL_MAX)}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
