// The optional custom logo: checked in the browser (an image, at most 5 MB), then uploaded at once.
// The server checks the content again and names the file.
import { ImageUp, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { UPLOAD_MESSAGES } from '@memetank/shared/api/uploads';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { imageFileProblem, imageUploadFailure, uploadFile } from '@/lib/upload-file';
import { useWallet } from '@/lib/wallet';

interface LogoUploadProps {
  id: string;
  /** The uploaded logo's URL, or null. */
  value: string | null;
  onChange(url: string | null): void;
  /** What is used when no custom logo is uploaded: the token's image. */
  fallbackImage: string | null;
}

export function LogoUpload({ id, value, onChange, fallbackImage }: LogoUploadProps) {
  const { ensureSignedIn } = useWallet();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const shown = value ?? fallbackImage;

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!(await ensureSignedIn())) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile('logo', file);
      onChange(uploaded.url);
      toast(UPLOAD_MESSAGES.logoUploaded);
    } catch (error) {
      console.warn('Logo upload failed:', error);
      toast({ ...imageUploadFailure(error), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

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
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-describedby={`${id}-hint`}
          >
            {uploading ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ImageUp aria-hidden="true" />
            )}
            {uploading ? 'Uploading...' : value ? 'Change Logo' : 'Upload Logo'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={uploading}>
              <X aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Optional. PNG, JPG, GIF or WebP, up to 5MB. Without one, the token&apos;s image is used.
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Custom logo file"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
    </div>
  );
}
