// "About This Project": the long description, or the short one when there is none.
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function AboutProject({ project }: { project: ProjectDetail }) {
  const text = project.longDescription?.trim() ? project.longDescription : project.description;
  return (
    <Card>
      <CardHeader>
        <CardTitle>About This Project</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="leading-relaxed whitespace-pre-line text-pretty text-muted-foreground">
          {text}
        </p>
      </CardContent>
    </Card>
  );
}
