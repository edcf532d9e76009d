// Catches what a page (or the frame) throws while rendering, or a page's code that fails to load,
// and shows RouteError in its place; the next navigation tries again.
import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** The address shown: when it changes, the error is forgotten and the new page renders. */
  pathname: string;
}

export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { error: unknown; pathname: string | null }
> {
  override state = { error: undefined as unknown, pathname: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: { error: unknown; pathname: string | null },
  ) {
    // An error belongs to the page it happened on.
    if (state.pathname !== props.pathname) return { error: undefined, pathname: props.pathname };
    return null;
  }

  override render() {
    return this.state.error !== undefined ? (
      <RouteError error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
