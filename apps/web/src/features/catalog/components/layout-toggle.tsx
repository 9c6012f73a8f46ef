import { LayoutGrid, List } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { selectLayout, setLayout } from '../filter-slice';
import styles from './listing-toolbar.module.css';

export function LayoutToggle() {
  const layout = useAppSelector(selectLayout);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.layoutToggle}>
      <button
        type="button"
        className={buttons.icon}
        aria-label={copy.catalog.gridView}
        aria-pressed={layout === 'grid'}
        onClick={() => dispatch(setLayout('grid'))}
      >
        <LayoutGrid size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={buttons.icon}
        aria-label={copy.catalog.listView}
        aria-pressed={layout === 'list'}
        onClick={() => dispatch(setLayout('list'))}
      >
        <List size={20} aria-hidden="true" />
      </button>
    </div>
  );
}
