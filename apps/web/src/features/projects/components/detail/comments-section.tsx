// The comments block: top-level comments newest first, live (the page's event stream refetches on
// any change), a form to post one (trimmed; the button waits for visible text, a wallet and the
// previous post), a "Reply" form on each top-level comment and an "N replies" toggle that opens its
// thread (one level deep, oldest first), a "Creator" badge on the project creator's comments and
// replies (the server says which), delete on one's own, and for the admin wallet delete on every
// comment and reply (moderation). Every delete is confirmed first, as the admin page's project
// delete is; cancelling deletes nothing.
import type { Comment } from '@memetank/shared/api/comments';
import { COMMENT_MAX_LENGTH } from '@memetank/shared/api/comments';
import { shortAddress } from '@memetank/shared/format-address';
import { relativeAge } from '@memetank/shared/format-time';
import { isBlankText } from '@memetank/shared/text';
import { ChevronDown, ChevronUp, MessageSquare, Reply } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast, type ToastOptions } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useNow } from '@/lib/use-now';
import { useCreateComment } from '../../api/create-comment';
import { useDeleteComment } from '../../api/delete-comment';
import { useCommentReplies } from '../../api/list-comment-replies';
import { useComments } from '../../api/list-comments';
import { usePagedItems } from '../../hooks/use-paged-items';
import { useSignedInDelete, useSignedInPost } from '../../hooks/use-signed-in-write';
import { ConfirmedDelete } from './confirmed-delete';
import {
  COMMENT_TOASTS,
  CONNECT_TO_COMMENT,
  CONNECT_TO_REPLY,
  deleteConfirmation,
  REPLY_TOASTS,
  replyCountLabel,
} from './detail-messages';
import { PagedList } from './paged-list';

export interface CommentsSectionProps {
  projectId: string;
}

export function CommentsSection({ projectId }: CommentsSectionProps) {
  const comments = useComments(projectId);
  const items = usePagedItems(comments, COMMENT_TOASTS.loadFailed);
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
        <CommentForm projectId={projectId} words={TOP_LEVEL_FORM} />
        <PagedList
          query={comments}
          itemCount={items.length}
          skeletons={{ count: 3, className: 'h-16' }}
          failed="Comments could not be loaded."
          empty={
            <p className="text-sm text-muted-foreground">
              No comments yet. Be the first to share your thoughts!
            </p>
          }
          more={{ label: 'Show older comments', boxClassName: 'flex justify-center' }}
        >
          <ul aria-label="Comments" className="space-y-3">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} projectId={projectId} now={now} />
            ))}
          </ul>
        </PagedList>
      </CardContent>
    </Card>
  );
}

/** What a form says: the top-level comment form's words, or a reply form's. */
interface FormWords {
  label: string;
  placeholder: string;
  submit: string;
  connect: string;
  toasts: { added: ToastOptions; addFailed: ToastOptions };
}

const TOP_LEVEL_FORM: FormWords = {
  label: 'Your comment',
  placeholder: 'Share your thoughts about this project...',
  submit: 'Post Comment',
  connect: CONNECT_TO_COMMENT,
  toasts: COMMENT_TOASTS,
};

const REPLY_FORM: FormWords = {
  label: 'Your reply',
  placeholder: 'Write a reply...',
  submit: 'Post Reply',
  connect: CONNECT_TO_REPLY,
  toasts: REPLY_TOASTS,
};

function CommentForm(props: {
  projectId: string;
  words: FormWords;
  /** Set for a reply form: the top-level comment it answers. */
  parentId?: string;
  onPosted?: () => void;
  onCancel?: () => void;
}) {
  const { projectId, words, parentId } = props;
  const { isConnected, openConnectDialog } = useWallet();
  const create = useCreateComment(projectId);
  const { sending, signIn } = useSignedInPost(create.isPending);
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const trimmed = text.trim();
  // Zero-width and other invisible characters alone are as empty as nothing (the server agrees).
  const blank = isBlankText(text);

  async function post() {
    if (blank || sending || !isConnected) return;
    if (!(await signIn())) return;
    create.mutate(parentId ? { comment: trimmed, parentId } : { comment: trimmed }, {
      onSuccess: () => {
        setText('');
        toast(words.toasts.added);
        props.onPosted?.();
      },
      onError: (error) => {
        console.warn('Comment failed:', error);
        toast(words.toasts.addFailed);
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
        {words.label}
      </label>
      <Textarea
        id={inputId}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={words.placeholder}
        aria-describedby={isConnected ? undefined : hintId}
        onChange={(event) => setText(event.target.value)}
        className={parentId ? 'min-h-16' : 'min-h-24'}
        autoFocus={parentId !== undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {isConnected ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {text.length}/{COMMENT_MAX_LENGTH}
          </span>
        ) : (
          <p id={hintId} className="text-sm text-muted-foreground">
            {words.connect}{' '}
            <Button
              variant="link"
              className="h-auto p-0 align-baseline"
              onClick={openConnectDialog}
            >
              Connect Wallet
            </Button>
          </p>
        )}
        <div className="flex items-center gap-2">
          {props.onCancel ? (
            <Button type="button" variant="ghost" onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={blank || sending || !isConnected}>
            {sending ? 'Posting...' : words.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}

function CommentItem(props: { comment: Comment; projectId: string; now: number }) {
  const { comment, projectId } = props;
  const [replying, setReplying] = useState(false);
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const count = comment.replyCount;

  return (
    <li className="rounded-lg border bg-muted/30 p-3 sm:p-4">
      <CommentBody comment={comment} projectId={projectId} now={props.now} />
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-8 text-muted-foreground"
          aria-expanded={replying}
          onClick={() => setReplying((value) => !value)}
        >
          <Reply aria-hidden="true" />
          Reply
        </Button>
        {count > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 text-primary"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
            {replyCountLabel(count)}
          </Button>
        ) : null}
      </div>
      {replying ? (
        <div className="mt-2 border-l-2 pl-3 sm:ml-2">
          <CommentForm
            projectId={projectId}
            parentId={comment.id}
            words={REPLY_FORM}
            onPosted={() => {
              setReplying(false);
              setOpen(true);
            }}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : null}
      {open && count > 0 ? (
        <Thread id={threadId} projectId={projectId} parent={comment} now={props.now} />
      ) : null}
    </li>
  );
}

/** The replies to one top-level comment, oldest first, shown while its toggle is open. */
function Thread(props: { id: string; projectId: string; parent: Comment; now: number }) {
  const replies = useCommentReplies(props.projectId, props.parent.id, true);
  const items = usePagedItems(replies, REPLY_TOASTS.loadFailed);

  return (
    <div id={props.id} className="mt-2 space-y-2 border-l-2 pl-3 sm:ml-2">
      <PagedList
        query={replies}
        itemCount={items.length}
        skeletons={{ count: 1, className: 'h-12' }}
        failed="Replies could not be loaded."
        more={{ label: 'Show more replies', variant: 'ghost', size: 'sm' }}
      >
        <ul aria-label={`Replies to ${shortAddress(props.parent.userId)}`} className="space-y-2">
          {items.map((reply) => (
            <li key={reply.id} className="rounded-md border bg-background/60 p-2 sm:p-3">
              <CommentBody comment={reply} projectId={props.projectId} now={props.now} />
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}

/** A comment or a reply: author, badges, age, text and its delete control. */
function CommentBody(props: { comment: Comment; projectId: string; now: number }) {
  const { comment } = props;
  const isReply = comment.parentId !== null;
  const noun = isReply ? 'reply' : 'comment';
  const { publicKey, isAdmin } = useWallet();
  const remove = useDeleteComment(props.projectId);
  const deleteComment = useSignedInDelete(remove, COMMENT_TOASTS, 'comment');
  const isMine = publicKey !== null && publicKey === comment.userId;
  // The admin may delete anyone's comment or reply (moderation).
  const moderates = isAdmin && !isMine;

  return (
    <>
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-mono font-semibold" title={comment.userId}>
            {shortAddress(comment.userId)}
          </span>
          {comment.isCreator ? <Badge variant="default">Creator</Badge> : null}
          {isMine ? <Badge variant="outline">You</Badge> : null}
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {relativeAge(comment.createdAt, props.now)}
          </time>
        </div>
        {isMine || moderates ? (
          <ConfirmedDelete
            label={`Delete ${noun}`}
            tooltip={`Delete ${noun}`}
            disabled={remove.isPending}
            confirmTitle={
              isMine ? `Delete your ${noun}?` : `Delete ${noun} by ${shortAddress(comment.userId)}?`
            }
            confirmDescription={deleteConfirmation(comment)}
            onConfirm={() => void deleteComment(comment.id)}
          />
        ) : null}
      </div>
      <p className="mt-2 text-sm whitespace-pre-wrap break-words">{comment.comment}</p>
    </>
  );
}
