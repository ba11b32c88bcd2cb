import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * True in the render in which the page (the url's path) has changed since this component's last
 * render, never on its first: state a navigation resets (an open menu, the phone search) is set
 * during that render, as React recommends for state that follows a prop. An effect on the path
 * would also run once hydration commits, and close what a tap before hydration had opened.
 */
export function usePageChanged(): boolean {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath === pathname) return false;
  setShownPath(pathname);
  return true;
}
