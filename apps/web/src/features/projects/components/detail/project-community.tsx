// The community block of the detail page: Comments and the creator's Updates as two tabs (Comments
// selected first), the Updates tab showing how many there are. Both panels stay mounted, so a
// comment draft survives a look at the updates.
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUpdates } from '../../api/list-updates';
import { CommentsSection } from './comments-section';
import { UpdatesSection } from './updates-section';

export interface ProjectCommunityProps {
  projectId: string;
  creatorWallet: string;
  isApproved: boolean;
}

export function ProjectCommunity({ projectId, creatorWallet, isApproved }: ProjectCommunityProps) {
  const [tab, setTab] = useState('comments');
  const updates = useUpdates(projectId);
  const total = updates.data?.pages[0]?.total;

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Community">
        <TabsTrigger value="comments">Comments</TabsTrigger>
        <TabsTrigger value="updates">
          Updates
          {/* The space keeps the tab's accessible name "Updates 2", not "Updates2". */}
          {total === undefined ? null : ' '}
          {total === undefined ? null : (
            <span className="rounded-full bg-primary/15 px-1.5 text-xs text-primary tabular-nums">
              {total}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="comments">
        <CommentsSection projectId={projectId} />
      </TabsContent>
      <TabsContent value="updates">
        <UpdatesSection
          projectId={projectId}
          creatorWallet={creatorWallet}
          isApproved={isApproved}
        />
      </TabsContent>
    </Tabs>
  );
}
