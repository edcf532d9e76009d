// /admin/review: the escrow vault, pending projects with a detail panel, and every project with
// search, filter, edit, settle, reject (after asking, with an optional reason for the creator; an
// approved one's investors are refunded) and delete. The page hides itself from anyone but the
// admin; the server refuses their calls.
import { ListChecks, ListTodo, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  ADMIN_MESSAGES,
  deadlinePassedInReview,
  type AdminProject,
  type AdminProjectRow,
} from '@memetank/shared/api/admin';
import { NoticePage } from '@/components/notice-card';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentHead } from '@/lib/use-document-head';
import { useNow } from '@/lib/use-now';
import { useWallet } from '@/lib/wallet';
import { useEscrowStatus, useSettleProject, useWithdrawFees } from '../api/admin-escrow';
import {
  useAdminProjects,
  useChangeStatus,
  useDeleteProject,
  useUpdateProject,
  type AdminStatusFilter,
} from '../api/admin-projects';
import { AccessDenied } from '../components/access-denied';
import { AllProjectsView } from '../components/all-projects-view';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { EditProjectDialog } from '../components/edit-project-dialog';
import { EscrowCard } from '../components/escrow-card';
import { PendingView } from '../components/pending-view';
import { ProjectDetailPanel } from '../components/project-detail-panel';
import { RejectProjectDialog } from '../components/reject-project-dialog';

const SEARCH_DEBOUNCE_MS = 250;

const ADMIN_REVIEW_HEAD = {
  title: 'Admin Review',
  description: 'Review, approve, reject, edit and delete MemeTank projects.',
};

export default function AdminReviewRoute() {
  useDocumentHead(ADMIN_REVIEW_HEAD);
  const { isAdmin } = useWallet();
  if (!isAdmin) {
    return (
      <NoticePage>
        <AccessDenied />
      </NoticePage>
    );
  }
  return <AdminDashboard />;
}

function AdminDashboard() {
  const { isLocalChain } = useWallet();
  const [view, setView] = useState<'pending' | 'all'>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [viewing, setViewing] = useState<AdminProjectRow | null>(null);
  const [editing, setEditing] = useState<AdminProject | null>(null);
  // The edit was opened by Approve on a project whose deadline passed: it approves with a new one.
  const [approvingEdit, setApprovingEdit] = useState(false);
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  const [rejecting, setRejecting] = useState<AdminProject | null>(null);
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const now = useNow();
  const edit = (project: AdminProject | null, approving = false) => {
    setEditing(project);
    setApprovingEdit(approving);
  };

  const pending = useAdminProjects({ q: '', status: 'pending' }, true);
  const all = useAdminProjects({ q: settledSearch, status }, view === 'all');

  // The selected (or viewed) project is let go once an action changed it.
  const forget = (id: string) => {
    setSelectedId((current) => (current === id ? null : current));
    setViewing((current) => (current?.id === id ? null : current));
  };
  const changeStatus = useChangeStatus(forget);
  const update = useUpdateProject(() => edit(null));
  const remove = useDeleteProject(forget);
  const escrow = useEscrowStatus();
  const withdrawFees = useWithdrawFees();
  const settle = useSettleProject();

  const busyId =
    (changeStatus.isPending && changeStatus.variables?.id) ||
    (update.isPending && update.variables?.id) ||
    (remove.isPending && remove.variables) ||
    (settle.isPending && settle.variables) ||
    null;

  const loadFailed = pending.isError || (view === 'all' && all.isError);
  useEffect(() => {
    if (loadFailed)
      toast({ title: 'Error', description: ADMIN_MESSAGES.loadFailed, variant: 'destructive' });
  }, [loadFailed]);

  if (pending.isPending) {
    return (
      <PageContainer className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
        <Spinner className="size-8" />
        <p className="text-muted-foreground">Loading projects...</p>
      </PageContainer>
    );
  }

  const counts = all.data?.counts ?? pending.data?.counts;
  const pendingProjects = pending.data?.items ?? [];
  const selected = pendingProjects.find((project) => project.id === selectedId) ?? null;
  // Approving happens at once, unless the deadline passed during review: then the edit opens to
  // set a new one and approve together. Rejecting asks first, with an optional reason.
  const onChangeStatus = (id: string, next: 'approved' | 'rejected') => {
    if (busyId) return;
    const project =
      [...pendingProjects, ...(all.data?.items ?? []), ...(viewing ? [viewing] : [])].find(
        (candidate) => candidate.id === id,
      ) ?? null;
    if (next === 'approved') {
      if (project && deadlinePassedInReview(project, now)) {
        setViewing(null);
        edit(project, true);
        return;
      }
      changeStatus.mutate({ id, status: next });
      return;
    }
    setRejecting(project);
  };

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Manage and review all projects"
        actions={
          <>
            <div role="group" aria-label="View" className="flex rounded-lg border bg-muted/40 p-1">
              <Button
                size="sm"
                variant={view === 'pending' ? 'default' : 'ghost'}
                aria-pressed={view === 'pending'}
                onClick={() => setView('pending')}
              >
                <ListTodo aria-hidden="true" />
                Pending ({counts?.pending ?? 0})
              </Button>
              <Button
                size="sm"
                variant={view === 'all' ? 'default' : 'ghost'}
                aria-pressed={view === 'all'}
                onClick={() => setView('all')}
              >
                <ListChecks aria-hidden="true" />
                All Projects ({counts?.all ?? 0})
              </Button>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              onClick={() => {
                void pending.refetch();
                if (view === 'all') void all.refetch();
                void escrow.refetch();
              }}
            >
              <RefreshCw
                aria-hidden="true"
                className={cn((pending.isFetching || all.isFetching) && 'animate-spin')}
              />
              Refresh
            </Button>
          </>
        }
      />

      <EscrowCard
        escrow={escrow.data}
        isLoading={escrow.isPending}
        isError={escrow.isError}
        isLocalChain={isLocalChain}
        withdrawing={withdrawFees.isPending}
        onWithdraw={() => {
          if (!withdrawFees.isPending) withdrawFees.mutate();
        }}
      />

      {loadFailed ? (
        <Card>
          <CardContent className="p-6">
            <p role="alert" className="text-destructive">
              {ADMIN_MESSAGES.loadFailed}
            </p>
          </CardContent>
        </Card>
      ) : null}

      {view === 'pending' ? (
        <PendingView
          projects={pendingProjects}
          selected={selected}
          busyId={busyId}
          onSelect={setSelectedId}
          onChangeStatus={onChangeStatus}
        />
      ) : all.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
          <Spinner />
          Loading projects...
        </div>
      ) : (
        <AllProjectsView
          projects={all.data?.items ?? []}
          total={counts?.all ?? 0}
          search={search}
          status={status}
          busyId={busyId}
          onSearchChange={setSearch}
          onStatusChange={setStatus}
          onView={setViewing}
          onEdit={(project) => edit(project)}
          onDelete={setDeleting}
          onChangeStatus={onChangeStatus}
          onReject={setRejecting}
          onSettle={(id) => {
            if (!busyId) settle.mutate(id);
          }}
        />
      )}

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        <DialogContent className="max-w-2xl" aria-describedby={undefined}>
          <DialogTitle className="sr-only">Project details</DialogTitle>
          {viewing ? (
            <ProjectDetailPanel
              project={viewing}
              busy={busyId === viewing.id}
              onChangeStatus={(next) => onChangeStatus(viewing.id, next)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <EditProjectDialog
        project={editing}
        approving={approvingEdit}
        saving={update.isPending}
        onSave={(id, changes) => update.mutate({ id, changes })}
        onClose={() => edit(null)}
      />
      <DeleteProjectDialog
        project={deleting}
        onConfirm={(project) => remove.mutate(project.id)}
        onClose={() => setDeleting(null)}
      />
      <RejectProjectDialog
        project={rejecting}
        onConfirm={(project, reason) => {
          if (!busyId) changeStatus.mutate({ id: project.id, status: 'rejected', reason });
        }}
        onClose={() => setRejecting(null)}
      />
    </PageContainer>
  );
}
