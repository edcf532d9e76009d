// Choosing an image to upload (the submit form's custom logo, a creator update's image): a button
// that opens the file picker, "Remove" once there is one, and the hidden file input. The image is
// checked in the browser (an image, at most 5 MB), the wallet signed in, then it is uploaded at
// once; the server checks the content again and names the file. The caller shows the preview and
// the hint the button points to.
import type { ToastOptions } from '@/lib/toast';
import { ImageUp, LoaderCircle, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { imageFileProblem, imageUploadFailure, uploadFile } from '@/lib/upload-file';
import { useWallet } from '@/lib/wallet';

export interface ImagePickerProps {
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange(url: string | null): void;
  /** Told when an upload starts and ends (a form waits for it before it posts). */
  onUploadingChange?(uploading: boolean): void;
  /** Both buttons are disabled meanwhile (the form is posting). */
  disabled?: boolean;
  /** The buttons' and the file input's words. */
  words: { choose: string; change: string; file: string };
  /** The id of the hint the pick button points to (formats, size). */
  hintId: string;
  /** The file input's id, for a label of the caller's. */
  inputId?: string;
  /** A toast once uploaded. */
  uploaded?: ToastOptions;
  /** What the console's warning calls the upload when it fails ("Logo"). */
  name: string;
}

export function ImagePicker(props: ImagePickerProps) {
  const { value, words } = props;
  const { ensureSignedIn } = useWallet();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  function setBusy(busy: boolean) {
    setUploading(busy);
    props.onUploadingChange?.(busy);
  }

  async function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    if (!(await ensureSignedIn())) return;
    setBusy(true);
    try {
      props.onChange((await uploadFile('logo', file)).url);
      if (props.uploaded) toast(props.uploaded);
    } catch (error) {
      console.warn(`${props.name} upload failed:`, error);
      toast({ ...imageUploadFailure(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={uploading || props.disabled}
        aria-describedby={props.hintId}
        onClick={() => input.current?.click()}
      >
        {uploading ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <ImageUp aria-hidden="true" />
        )}
        {uploading ? 'Uploading...' : value ? words.change : words.choose}
      </Button>
      {value ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={uploading || props.disabled}
          onClick={() => props.onChange(null)}
        >
          <X aria-hidden="true" />
          Remove
        </Button>
      ) : null}
      <input
        ref={input}
        id={props.inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={words.file}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
    </>
  );
}
