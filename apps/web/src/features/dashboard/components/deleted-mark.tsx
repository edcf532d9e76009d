// After a project's name on the dashboard when the project no longer exists (the admin deleted
// it): the row still shows the name and amounts it had, and says it is gone.
export function DeletedMark() {
  return (
    <>
      {' '}
      <span className="text-xs font-normal text-muted-foreground">(deleted)</span>
    </>
  );
}
