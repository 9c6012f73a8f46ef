import { Component, type ReactNode } from 'react';
import buttons from '../../components/ui/button.module.css';
import { pathIn } from '@eshop/shared';
import { copy, currentLanguage } from '../../copy';
import styles from '../../components/not-found/not-found-page.module.css';

type Props = { children: ReactNode };
type State = { hasError: boolean };

/**
 * Catches a page that throws or whose code fails to load (a stale chunk after a deploy), keeping the
 * header and footer. The layout re-keys it per path, so moving to another page clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <section className={styles.page} role="alert">
        <h1>{copy.common.somethingWentWrong}</h1>
        {/* A full reload also fetches the new code after a deploy. */}
        <a href={pathIn(currentLanguage(), '/')} className={buttons.dark}>
          &larr; {copy.common.backToHome}
        </a>
      </section>
    );
  }
}
