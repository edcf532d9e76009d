// The comments block: newest first, live (the page's event stream refetches on any change), a form
// to post one (trimmed; the button waits for visible text, a wallet and the previous post), delete
// on one's own, and for the admin wallet delete on every comment (moderation). Every delete is
// confirmed first, as the admin page's project delete is; cancelling deletes nothing.
import type { Comment } from '@memetank/shared/api/comments';
import { COMMENT_MAX_LENGTH } from '@memetank/shared/api/comments';
import { shortAddress } from '@memetank/shared/format-address';
import { relativeAge } from '@memetank/shared/format-time';
import { isBlankText } from '@memetank/shared/text';
import { MessageSquare, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useNow } from '@/lib/use-now';
import { useCreateComment } from '../../api/create-comment';
import { useDeleteComment } from '../../api/delete-comment';
import { useComments } from '../../api/list-comments';
import { COMMENT_DELETE_CONFIRM, COMMENT_TOASTS, CONNECT_TO_COMMENT } from './detail-messages';

export interface CommentsSectionProps {
  projectId: string;
  /** The project's creator, marked on their comments. */
  creatorWallet: string;
}

export function CommentsSection({ projectId, creatorWallet }: CommentsSectionProps) {
  const comments = useComments(projectId);

  const failedToLoad = comments.isError && !comments.isFetching;
  useEffect(() => {
    if (failedToLoad) toast(COMMENT_TOASTS.loadFailed);
  }, [failedToLoad]);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const now = useNow();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare aria-hidden="true" className="size-5 text-primary" />
          Comments
          {comments.data ? (
            <span className="text-sm font-normal text-muted-foreground">
              ({items.length}
              {comments.hasNextPage ? '+' : ''})
            </span>
          ) : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <CommentForm projectId={projectId} />
        {comments.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : comments.isError && items.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span>Comments could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No comments yet. Be the first to share your thoughts!
          </p>
        ) : (
          <ul aria-label="Comments" className="space-y-3">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                projectId={projectId}
                isCreator={comment.userId === creatorWallet}
                now={now}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              {comments.isFetchingNextPage ? 'Loading...' : 'Show older comments'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function CommentForm({ projectId }: { projectId: string }) {
  const { isConnected, ensureSignedIn, openConnectDialog } = useWallet();
  const create = useCreateComment(projectId);
  const [text, setText] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const trimmed = text.trim();
  // Zero-width and other invisible characters alone are as empty as nothing (the server agrees).
  const blank = isBlankText(text);
  const sending = signingIn || create.isPending;

  async function post() {
    if (blank || sending || !isConnected) return;
    setSigningIn(true);
    const signedIn = await ensureSignedIn().finally(() => setSigningIn(false));
    if (!signedIn) return;
    create.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        toast(COMMENT_TOASTS.added);
      },
      onError: (error) => {
        console.warn('Comment failed:', error);
        toast(COMMENT_TOASTS.addFailed);
      },
    });
  }

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Your comment
      </label>
      <Textarea
        id={inputId}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Share your thoughts about this project..."
        aria-describedby={isConnected ? undefined : hintId}
        onChange={(event) => setText(event.target.value)}
        className="min-h-24"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {isConnected ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {text.length}/{COMMENT_MAX_LENGTH}
          </span>
        ) : (
          <p id={hintId} className="text-sm text-muted-foreground">
            {CONNECT_TO_COMMENT}{' '}
            <Button
              variant="link"
              className="h-auto p-0 align-baseline"
              onClick={openConnectDialog}
            >
              Connect Wallet
            </Button>
          </p>
        )}
        <Button type="submit" disabled={blank || sending || !isConnected}>
          {sending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}

function CommentItem(props: {
  comment: Comment;
  projectId: string;
  isCreator: boolean;
  now: number;
}) {
  const { comment } = props;
  const { publicKey, isAdmin, ensureSignedIn } = useWallet();
  const remove = useDeleteComment(props.projectId);
  const isMine = publicKey !== null && publicKey === comment.userId;
  // The admin may delete anyone's comment (moderation).
  const moderates = isAdmin && !isMine;
  const [confirming, setConfirming] = useState(false);

  async function deleteComment() {
    if (!(await ensureSignedIn())) return;
    remove.mutate(comment.id, {
      onSuccess: () => toast(COMMENT_TOASTS.deleted),
      onError: (error) => {
        console.warn('Delete comment failed:', error);
        toast(COMMENT_TOASTS.deleteFailed);
      },
    });
  }

  return (
    <li className="rounded-lg border bg-muted/30 p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-mono font-semibold" title={comment.userId}>
            {shortAddress(comment.userId)}
          </span>
          {props.isCreator ? <Badge variant="default">Creator</Badge> : null}
          {isMine ? <Badge variant="outline">You</Badge> : null}
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {relativeAge(comment.createdAt, props.now)}
          </time>
        </div>
        {isMine || moderates ? (
          <Button
            variant="ghost"
            size="icon"
            className="-my-1 size-8 text-muted-foreground hover:text-destructive [&_svg]:size-4"
            aria-label="Delete comment"
            title="Delete comment"
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm whitespace-pre-wrap break-words">{comment.comment}</p>
      {isMine || moderates ? (
        <ConfirmDialog
          open={confirming}
          title={
            isMine ? 'Delete your comment?' : `Delete comment by ${shortAddress(comment.userId)}?`
          }
          description={COMMENT_DELETE_CONFIRM}
          confirmLabel="Delete"
          onConfirm={() => void deleteComment()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
