// The submit form's optional links: where investors can follow the community.
import { Link2 } from 'lucide-react';
import { LINK_URL_MAX } from '@memetank/shared/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormSection } from './form-section';
import type { SubmitSectionProps } from './submit-section';

export function LinksSection({ form: { register }, field }: SubmitSectionProps) {
  return (
    <FormSection
      title="Social Media & Links"
      description="Optional. Where investors can follow your community."
      icon={Link2}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {(
          [
            ['twitterUrl', 'Twitter URL', 'https://x.com/yourproject'],
            ['telegramUrl', 'Telegram URL', 'https://t.me/yourproject'],
            ['discordUrl', 'Discord URL', 'https://discord.gg/yourproject'],
            ['websiteUrl', 'Website URL', 'https://yourproject.com'],
          ] as const
        ).map(([name, label, placeholder]) => (
          <div key={name} className="grid grid-cols-1 gap-2">
            <Label htmlFor={field(name)}>{label}</Label>
            <Input
              id={field(name)}
              type="url"
              maxLength={LINK_URL_MAX}
              placeholder={placeholder}
              {...register(name)}
            />
          </div>
        ))}
      </div>
    </FormSection>
  );
}
