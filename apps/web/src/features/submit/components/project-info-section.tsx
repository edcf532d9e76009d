// The submit form's first section: the token's mint (looked up as it is typed, with a warning when
// other projects already use it), the project's name and descriptions, and a custom logo.
import { Info } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import {
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  SHORT_DESCRIPTION_MAX,
} from '@memetank/shared/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { useTokenLookup } from '../api/get-token';
import { FormSection } from './form-section';
import { LogoUpload } from './logo-upload';
import { MintInUseNotice } from './mint-in-use-notice';
import type { SubmitSectionProps } from './submit-section';
import { TokenMintField } from './token-mint-field';

interface ProjectInfoSectionProps extends SubmitSectionProps {
  lookup: ReturnType<typeof useTokenLookup>;
  /** The custom logo and its setter (null: none chosen, the token's image is used). */
  logo: readonly [string | null, (logo: string | null) => void];
}

export function ProjectInfoSection({
  form: { register, control, setValue },
  field,
  lookup,
  logo: [customLogo, onCustomLogoChange],
}: ProjectInfoSectionProps) {
  const description = useWatch({ control, name: 'description' });
  const tokenImage = lookup.token?.image ?? null;
  return (
    <FormSection
      title="Project Information"
      description="Start with your token: we fill in what we can find about it."
      icon={Info}
    >
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={field('mint')}>Token Mint Address *</Label>
        <TokenMintField id={field('mint')} lookup={lookup} {...register('tokenAddress')} />
        <MintInUseNotice mint={lookup.mint} />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={field('name')}>Project Name *</Label>
        <Input
          id={field('name')}
          placeholder="e.g. Doge Rocket"
          maxLength={PROJECT_NAME_MAX}
          {...register('projectName')}
        />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={field('description')}>Short Description *</Label>
          <span
            id={field('description-count')}
            className="text-xs text-muted-foreground tabular-nums"
          >
            {description.length}/{SHORT_DESCRIPTION_MAX} characters
          </span>
        </div>
        <Textarea
          id={field('description')}
          rows={3}
          maxLength={SHORT_DESCRIPTION_MAX}
          placeholder="One or two sentences that sell your project"
          aria-describedby={field('description-count')}
          {...register('description', {
            // A paste can still bring more than the limit in some browsers: the counter stops at 200.
            onChange: (event: { target: HTMLTextAreaElement }) => {
              if (event.target.value.length > SHORT_DESCRIPTION_MAX) {
                setValue('description', event.target.value.slice(0, SHORT_DESCRIPTION_MAX));
              }
            },
          })}
        />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={field('long-description')}>Detailed Description *</Label>
        <Textarea
          id={field('long-description')}
          rows={6}
          maxLength={LONG_DESCRIPTION_MAX}
          placeholder="Your vision, tokenomics, roadmap and team"
          {...register('longDescription')}
        />
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor={field('logo')}>Custom Logo</Label>
        <LogoUpload
          id={field('logo')}
          value={customLogo}
          onChange={onCustomLogoChange}
          fallbackImage={tokenImage}
        />
      </div>
    </FormSection>
  );
}
