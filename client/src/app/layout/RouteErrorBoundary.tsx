import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../routes/RouteErrorPage';

interface BoundaryProps {
  children: ReactNode;
  /** The page's path: going elsewhere (back, or a link) leaves the error behind. */
  path: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Shows RouteErrorPage instead of the app when a page fails to render, in any router. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary path={pathname}>{children}</Boundary>;
}
