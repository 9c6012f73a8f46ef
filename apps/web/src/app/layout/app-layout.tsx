import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_DURATION_MS } from '@eshop/shared';
import { en } from '../../copy/en';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';
import styles from './app-layout.module.css';

/** The frame of every route: header, category bar, the page, footer, and the toasts. */
export function AppLayout() {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        {en.layout.skipToContent}
      </a>
      <Header />
      <CategoryBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastContainer position="top-right" autoClose={TOAST_DURATION_MS} pauseOnHover />
      <ScrollRestoration />
    </>
  );
}
