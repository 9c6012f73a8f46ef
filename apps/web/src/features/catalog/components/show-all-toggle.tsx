// The "Show all N" / "Show fewer" button under a long filter list (brands, an option's values).
import styles from './filter-panel.module.css';

type ShowAllToggleProps = {
  showAll: boolean;
  onToggle: () => void;
  /** The texts: folded (naming how many there are) and unfolded. */
  allLabel: string;
  fewerLabel: string;
};

export function ShowAllToggle({ showAll, onToggle, allLabel, fewerLabel }: ShowAllToggleProps) {
  return (
    <button type="button" className={styles.more} aria-expanded={showAll} onClick={onToggle}>
      {showAll ? fewerLabel : allLabel}
    </button>
  );
}
