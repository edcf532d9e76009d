// "Edit Project: {name}": every editable field. Money is read as decimals, counts as integers, and
// empty optional text is saved as null; the server sets updated_at.
import { endOfDay, format, parse } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AdminProject, AdminProjectUpdate } from '@memetank/shared/api/admin';
import { PROJECT_STATUSES } from '@memetank/shared/api/projects';
import {
  CURRENCIES,
  FILE_URL_MAX,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  TOKEN_ADDRESS_INPUT_MAX,
} from '@memetank/shared/constants';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export interface EditProjectValues {
  name: string;
  description: string;
  longDescription: string;
  logo: string;
  tokenAddress: string;
  fundingGoal: string;
  currentFunding: string;
  currency: string;
  riskScore: string;
  status: string;
  /** yyyy-MM-dd in the browser's time zone. */
  deadline: string;
  upvotes: string;
  investorCount: string;
  pitchDeckUrl: string;
  twitterUrl: string;
  telegramUrl: string;
  discordUrl: string;
  websiteUrl: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';

export function editValuesOf(project: AdminProject): EditProjectValues {
  return {
    name: project.name,
    description: project.description,
    longDescription: project.longDescription ?? '',
    logo: project.logo,
    tokenAddress: project.tokenAddress,
    fundingGoal: String(project.fundingGoal),
    currentFunding: String(project.currentFunding),
    currency: project.currency,
    riskScore: project.riskScore,
    status: project.status,
    deadline: format(new Date(project.deadline), DAY_FORMAT),
    upvotes: String(project.upvotes),
    investorCount: String(project.investorCount),
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
 * deadline, logo and pitch deck go only when changed: a project saved before the stricter logo and
 * pitch deck rules (an outside deck link) stays editable.
 */
export function editChangesOf(
  values: EditProjectValues,
  project: AdminProject,
): AdminProjectUpdate {
  const changes: AdminProjectUpdate = {
    name: values.name.trim(),
    description: values.description.trim(),
    longDescription: orNull(values.longDescription),
    tokenAddress: values.tokenAddress.trim(),
    fundingGoal: Number.parseFloat(values.fundingGoal),
    currentFunding: Number.parseFloat(values.currentFunding),
    currency: values.currency as AdminProjectUpdate['currency'],
    riskScore: values.riskScore as AdminProjectUpdate['riskScore'],
    status: values.status as AdminProjectUpdate['status'],
    upvotes: Number.parseInt(values.upvotes, 10),
    investorCount: Number.parseInt(values.investorCount, 10),
    twitterUrl: orNull(values.twitterUrl),
    telegramUrl: orNull(values.telegramUrl),
    discordUrl: orNull(values.discordUrl),
    websiteUrl: orNull(values.websiteUrl),
  };
  const before = editValuesOf(project);
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
  saving: boolean;
  onSave(id: string, changes: AdminProjectUpdate): void;
  onClose(): void;
}

export function EditProjectDialog({ project, saving, onSave, onClose }: EditProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-w-2xl">
        {project ? (
          <EditProjectForm key={project.id} project={project} saving={saving} onSave={onSave} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditProjectForm({
  project,
  saving,
  onSave,
}: {
  project: AdminProject;
  saving: boolean;
  onSave(id: string, changes: AdminProjectUpdate): void;
}) {
  const id = useId();
  const { register, control, handleSubmit } = useForm<EditProjectValues>({
    defaultValues: editValuesOf(project),
  });
  const field = (name: string) => `${id}-${name}`;

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
  const number = (name: keyof EditProjectValues, label: string, step: string) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Input id={field(name)} type="number" step={step} min={0} {...register(name)} />
    </div>
  );
  const choice = (name: keyof EditProjectValues, label: string, options: readonly string[]) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={field(name)}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field: select }) => (
          <Select value={select.value} onValueChange={select.onChange}>
            <SelectTrigger id={field(name)} className="capitalize">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option} className="capitalize">
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
        {number('fundingGoal', 'Funding Goal (SOL)', 'any')}
        {number('currentFunding', 'Current Funding (SOL)', 'any')}
        {choice('currency', 'Currency', CURRENCIES)}
        {choice('riskScore', 'Risk Score', RISK_SCORES)}
        {choice('status', 'Status', PROJECT_STATUSES)}
        {text('deadline', 'Deadline', 'date')}
        {number('upvotes', 'Upvotes', '1')}
        {number('investorCount', 'Investors', '1')}
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
