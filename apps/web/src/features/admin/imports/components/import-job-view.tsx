// One import as the server reports it: the preview (counts and each row's problems) with Start, the
// job's progress bar while it runs (polled every second), or the summary at the end. Focus moves to
// each step's heading as it appears, so a screen reader hears the new step.
import { useEffect, useRef, useState } from 'react';
import type { ProductImport } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { Spinner } from '../../../../components/ui/spinner';
import spinner from '../../../../components/ui/spinner.module.css';
import { enImport } from '../../../../copy/en-import';
import { getErrorMessage, getServerMessage } from '../../../../lib/api-error';
import {
  productImportApi,
  useGetProductImportQuery,
  useStartProductImportMutation,
} from '../api/product-import-api';
import { ImportErrorsTable } from './import-errors-table';
import styles from './product-import.module.css';

const POLL_MS = 1000;

type ImportJobViewProps = { id: string; onChooseAnother: () => void; onClose: () => void };

function ImportProgress({ job }: { job: ProductImport }) {
  const percent = job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={enImport.progressLabel}
      aria-valuemin={0}
      aria-valuemax={job.total}
      aria-valuenow={job.processed}
      aria-valuetext={enImport.progress(job.processed, job.total)}
    >
      <span className={styles.progressDone} style={{ width: `${percent}%` }} />
    </div>
  );
}

function Counts({ job }: { job: ProductImport }) {
  return (
    <ul className={styles.counts} aria-label={enImport.summaryLabel}>
      <li>{enImport.toCreate(job.toCreate)}</li>
      <li>{enImport.toUpdate(job.toUpdate)}</li>
      <li className={job.rowsWithErrors > 0 ? styles.danger : undefined}>
        {enImport.withErrors(job.rowsWithErrors)}
      </li>
    </ul>
  );
}

export function ImportJobView({ id, onChooseAnother, onClose }: ImportJobViewProps) {
  // Polled while the job runs, read once otherwise.
  const { data: known } = productImportApi.endpoints.getProductImport.useQueryState(id);
  const { data: job, error } = useGetProductImportQuery(id, {
    pollingInterval: known?.state === 'running' ? POLL_MS : 0,
  });
  const [start, { isLoading: isStarting }] = useStartProductImportMutation();
  const [startProblem, setStartProblem] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = job?.state;
  useEffect(() => {
    if (step) headingRef.current?.focus();
  }, [step]);

  if (error)
    return (
      <p role="alert" className={styles.danger}>
        {getErrorMessage(error)}
      </p>
    );
  if (!job) return <Spinner />;

  const startImport = async () => {
    setStartProblem(undefined);
    try {
      await start(job.id).unwrap();
    } catch (failure) {
      setStartProblem(getServerMessage(failure));
    }
  };
  const heading = (text: string) => (
    <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {text}
    </h3>
  );
  const startButton = (label: string) => (
    <button
      type="button"
      className={buttons.button}
      disabled={isStarting || job.total === 0}
      aria-busy={isStarting || undefined}
      onClick={() => void startImport()}
    >
      {isStarting && <span className={spinner.inline} aria-hidden="true" />}
      {label}
    </button>
  );
  const closeButton = (
    <button type="button" className={buttons.secondary} onClick={onClose}>
      {enImport.close}
    </button>
  );

  if (job.state === 'previewed') {
    return (
      <div>
        {heading(enImport.previewHeading)}
        <Counts job={job} />
        {job.total === 0 ? (
          <p className={styles.danger}>{enImport.nothingToImport}</p>
        ) : (
          job.rowsWithErrors > 0 && <p>{enImport.skippedNote}</p>
        )}
        <ImportErrorsTable job={job} />
        {startProblem && (
          <p role="alert" className={styles.danger}>
            {startProblem}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onChooseAnother}>
            {enImport.chooseAnother}
          </button>
          {startButton(enImport.start)}
        </div>
      </div>
    );
  }

  if (job.state === 'running' || job.state === 'interrupted') {
    return (
      <div>
        {heading(enImport.runningHeading)}
        <ImportProgress job={job} />
        <p className={styles.muted}>{enImport.progress(job.processed, job.total)}</p>
        {job.state === 'interrupted' ? <p>{enImport.interrupted}</p> : <p>{enImport.keepsRunning}</p>}
        {startProblem && (
          <p role="alert" className={styles.danger}>
            {startProblem}
          </p>
        )}
        <div className={styles.actions}>
          {closeButton}
          {job.state === 'interrupted' && startButton(enImport.resume)}
        </div>
      </div>
    );
  }

  return (
    <div>
      {heading(enImport.doneHeading)}
      <ImportProgress job={job} />
      <p role="status">{enImport.done(job.created, job.updated, job.failed + job.rowsWithErrors)}</p>
      <ImportErrorsTable job={job} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onChooseAnother}>
          {enImport.importAnother}
        </button>
        {closeButton}
      </div>
    </div>
  );
}
