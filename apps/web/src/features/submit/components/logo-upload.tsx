// The optional custom logo: its preview (the token's image until one is uploaded) beside the image
// picker (components/image-picker.tsx: checked in the browser, then uploaded at once).
import { ImageUp } from 'lucide-react';
import { UPLOAD_MESSAGES } from '@memetank/shared/api/uploads';
import { ImagePicker } from '@/components/image-picker';

interface LogoUploadProps {
  id: string;
  /** The uploaded logo's URL, or null. */
  value: string | null;
  onChange(url: string | null): void;
  /** What is used when no custom logo is uploaded: the token's image. */
  fallbackImage: string | null;
}

const LOGO_WORDS = { choose: 'Upload Logo', change: 'Change Logo', file: 'Custom logo file' };

export function LogoUpload({ id, value, onChange, fallbackImage }: LogoUploadProps) {
  const shown = value ?? fallbackImage;

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-muted">
        {shown ? (
          <img
            src={shown}
            alt={value ? 'Custom logo' : 'Token image'}
            className="size-full object-cover"
          />
        ) : (
          <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <ImagePicker
            value={value}
            onChange={onChange}
            words={LOGO_WORDS}
            hintId={`${id}-hint`}
            inputId={id}
            uploaded={UPLOAD_MESSAGES.logoUploaded}
            name="Logo"
          />
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Optional. PNG, JPG, GIF or WebP, up to 5MB. Without one, the token&apos;s image is used.
        </p>
      </div>
    </div>
  );
}
