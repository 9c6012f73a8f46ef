// The listing's option filters (issue 35, decision 061): one group per option the matches have (Size,
// Colour), each value a checkbox with its count, counted with the other filters but not its own
// option's, so ticking a second colour shows what it adds. Values chosen in a shared link stay
// visible, so they can be unticked, even with no match left.
import { useId, useState } from 'react';
import type { OptionFacet } from '@eshop/shared';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { swatchColour } from '../../../lib/swatch-colour';
import { isColourOption } from '../variant-choice';
import { ShowAllToggle } from './show-all-toggle';
import styles from './filter-panel.module.css';

/** A long list of values opens on its first ones; the rest are one tap away. */
const FIRST_VALUES = 12;

type OptionFiltersProps = {
  /** The values chosen, `Name:Value`. */
  value: readonly string[];
  /** The matches' option values with their counts; undefined until the listing arrives. */
  facets: readonly OptionFacet[] | undefined;
  onChange: (options: string[]) => void;
};

const keyOf = (name: string, value: string) => `${name}:${value}`;

export function OptionFilters({ value, facets = [], onChange }: OptionFiltersProps) {
  // Chosen values whose option the facets no longer list still get their group.
  const groups = facets.map((facet) => ({ name: facet.name, values: facet.values }));
  for (const chosen of value) {
    const at = chosen.indexOf(':');
    const [name, option] = [chosen.slice(0, at), chosen.slice(at + 1)];
    let group = groups.find((candidate) => candidate.name === name);
    if (!group) {
      group = { name, values: [] };
      groups.push(group);
    }
    if (!group.values.some((counted) => counted.value === option)) {
      group.values = [{ value: option, count: 0 }, ...group.values];
    }
  }
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value, key] : value.filter((chosen) => chosen !== key));
  return (
    <>
      {groups.map((group) => (
        <OptionGroup key={group.name} facet={group} chosen={value} onToggle={toggle} />
      ))}
    </>
  );
}

function OptionGroup({
  facet,
  chosen,
  onToggle,
}: {
  facet: OptionFacet;
  chosen: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
}) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const isColour = isColourOption(facet);
  const shown = facet.values.filter(
    (entry, index) => index < FIRST_VALUES || showAll || chosen.includes(keyOf(facet.name, entry.value)),
  );
  return (
    <fieldset className={styles.fieldset} aria-labelledby={headingId}>
      <legend className={styles.label} id={headingId}>
        {facet.name}
      </legend>
      <ul className={cx(styles.checks, !isColour && styles.optionValues)}>
        {shown.map((entry) => {
          const key = keyOf(facet.name, entry.value);
          const colour = isColour ? swatchColour(entry.value) : undefined;
          return (
            <li key={key}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.includes(key)}
                  onChange={(event) => onToggle(key, event.target.checked)}
                />
                {colour ? (
                  <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />
                ) : null}
                <span className={styles.checkText}>{entry.value}</span>{' '}
                <span className={styles.count}>{copy.catalog.matchCount(entry.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {facet.values.length > FIRST_VALUES ? (
        <ShowAllToggle
          showAll={showAll}
          onToggle={() => setShowAll((all) => !all)}
          allLabel={copy.variants.allValues(facet.values.length)}
          fewerLabel={copy.variants.fewerValues}
        />
      ) : null}
    </fieldset>
  );
}
