import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissPageErrors } from '../../lib/notify';

/** Leaving a page takes its error toasts with it: a wrong password is not news on the next page. */
export const useClearPageErrors = (): void => {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissPageErrors();
  }, [pathname]);
};
