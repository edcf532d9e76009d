// The Updates tab: the creator's updates, newest first, live (the page's event stream refetches on
// any change), each with its title, date, plain text (line breaks kept, never HTML) and optional
// image; "Load more" for older ones. The creator gets a form to post one (with an image uploaded
// like the submit form's logo) and, with the admin, a delete behind a confirmation.
import {
  UPDATE_BODY_MAX_LENGTH,
  UPDATE_TITLE_MAX_LENGTH,
  type ProjectUpdate,
} from '@memetank/shared/api/updates';
import { formatDate } from '@memetank/shared/format-time';
import { isBlankText } from '@memetank/shared/text';
import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { ImagePicker } from '@/components/image-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useCreateUpdate } from '../../api/create-update';
import { useDeleteUpdate } from '../../api/delete-update';
import { useUpdates } from '../../api/list-updates';
import { usePagedItems } from '../../hooks/use-paged-items';
import { useSignedInDelete, useSignedInPost } from '../../hooks/use-signed-in-write';
import { ConfirmedDelete } from './confirmed-delete';
import { NO_UPDATES, UPDATE_DELETE_CONFIRM, UPDATE_TOASTS } from './detail-messages';
import { PagedList } from './paged-list';

export interface UpdatesSectionProps {
  projectId: string;
  creatorWallet: string;
  /** Only an approved project takes updates (the server says so too). */
  isApproved: boolean;
}

export function UpdatesSection({ projectId, creatorWallet, isApproved }: UpdatesSectionProps) {
  const updates = useUpdates(projectId);
  const { publicKey } = useWallet();
  const isCreator = publicKey !== null && publicKey === creatorWallet;
  const items = usePagedItems(updates, UPDATE_TOASTS.loadFailed);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone aria-hidden="true" className="size-5 text-primary" />
          Updates
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        {isCreator && isApproved ? <UpdateForm projectId={projectId} /> : null}
        <PagedList
          query={updates}
          itemCount={items.length}
          skeletons={{ count: 2, className: 'h-24' }}
          failed="Updates could not be loaded."
          empty={<p className="text-sm text-muted-foreground">{NO_UPDATES}</p>}
          more={{ label: 'Load more', boxClassName: 'flex justify-center' }}
        >
          <ol aria-label="Updates" className="space-y-4">
            {items.map((update) => (
              <UpdateItem
                key={update.id}
                update={update}
                projectId={projectId}
                mayDelete={isCreator}
              />
            ))}
          </ol>
        </PagedList>
      </CardContent>
    </Card>
  );
}

const IMAGE_WORDS = { choose: 'Add Image', change: 'Change Image', file: 'Update image file' };

function UpdateForm({ projectId }: { projectId: string }) {
  const create = useCreateUpdate(projectId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { sending, signIn } = useSignedInPost(create.isPending);
  const titleId = useId();
  const bodyId = useId();
  const imageHintId = useId();
  // Zero-width and other invisible characters alone are as empty as nothing (the server agrees).
  const blank = isBlankText(title) || isBlankText(body);

  async function post() {
    if (blank || sending || uploading) return;
    if (!(await signIn())) return;
    create.mutate(
      { title: title.trim(), body: body.trim(), image },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setImage(null);
          toast(UPDATE_TOASTS.posted);
        },
        onError: (error) => {
          console.warn('Update failed:', error);
          // The server's reason (a project no longer approved, an image gone) is worth reading.
          toast(
            error instanceof ApiError && error.status < 500
              ? { ...UPDATE_TOASTS.postFailed, description: error.message }
              : UPDATE_TOASTS.postFailed,
          );
        },
      },
    );
  }

  return (
    <form
      aria-label="Post an update"
      className="space-y-3 rounded-lg border border-dashed p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <h4 className="text-sm font-semibold">Post an update</h4>
      <div className="space-y-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={UPDATE_TITLE_MAX_LENGTH}
          placeholder="What's new?"
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={bodyId}>Text</Label>
        <Textarea
          id={bodyId}
          value={body}
          maxLength={UPDATE_BODY_MAX_LENGTH}
          placeholder="Tell your backers about progress, listings, milestones..."
          onChange={(event) => setBody(event.target.value)}
          className="min-h-28"
        />
        <span className="text-xs text-muted-foreground tabular-nums">
          {body.length}/{UPDATE_BODY_MAX_LENGTH}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {image ? (
          <img
            src={image}
            alt="Image for this update"
            className="size-16 rounded-md border object-cover"
          />
        ) : null}
        <ImagePicker
          value={image}
          onChange={setImage}
          onUploadingChange={setUploading}
          disabled={sending}
          words={IMAGE_WORDS}
          hintId={imageHintId}
          name="Update image"
        />
        <span id={imageHintId} className="text-xs text-muted-foreground">
          Optional. PNG, JPG, GIF or WebP, up to 5MB.
        </span>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || sending || uploading}>
          {sending ? 'Posting...' : 'Post Update'}
        </Button>
      </div>
    </form>
  );
}

function UpdateItem(props: { update: ProjectUpdate; projectId: string; mayDelete: boolean }) {
  const { update } = props;
  const { isAdmin } = useWallet();
  const remove = useDeleteUpdate(props.projectId);
  const deleteUpdate = useSignedInDelete(remove, UPDATE_TOASTS, 'update');
  // The creator deletes their own updates; the admin any (moderation).
  const mayDelete = props.mayDelete || isAdmin;

  return (
    <li>
      <article aria-label={update.title} className="rounded-lg border bg-muted/30 p-3 sm:p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h4 className="font-semibold break-words">{update.title}</h4>
            <time dateTime={update.createdAt} className="text-xs text-muted-foreground">
              {formatDate(update.createdAt)}
            </time>
          </div>
          {mayDelete ? (
            <ConfirmedDelete
              label={`Delete update ${update.title}`}
              tooltip="Delete update"
              disabled={remove.isPending}
              confirmTitle={`Delete update "${update.title}"?`}
              confirmDescription={UPDATE_DELETE_CONFIRM}
              onConfirm={() => void deleteUpdate(update.id)}
            />
          ) : null}
        </div>
        <p className="mt-2 text-sm whitespace-pre-wrap break-words">{update.body}</p>
        {update.image ? (
          <img
            src={update.image}
            alt=""
            loading="lazy"
            className="mt-3 max-h-96 w-auto max-w-full rounded-md border object-contain"
          />
        ) : null}
      </article>
    </li>
  );
}
