// All Products' Import: a modal dialog where the admin chooses a CSV file (and the pictures it names),
// sees the server's preview with each row's problems, starts the import and follows its progress
// (import-job-view.tsx). The dialog keeps the job while closed: reopened, it shows how far it got.
import '../../../../lib/zod-jitless';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Upload } from 'lucide-react';
import buttons from '../../../../components/ui/button.module.css';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { TextField } from '../../../../components/ui/text-field';
import { enImport } from '../../../../copy/en-import';
import { getServerMessage } from '../../../../lib/api-error';
import { usePreviewProductImportMutation } from '../api/product-import-api';
import { ImportJobView } from './import-job-view';
import styles from './product-import.module.css';

const CSV_TYPES = '.csv,text/csv';
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** The two file fields' lists: a CSV file is needed; the pictures it names are optional. */
const chooseFilesSchema = z.object({
  file: z
    .custom<FileList | undefined>()
    .refine((files) => files?.[0] !== undefined, { error: enImport.chooseFile })
    .transform((files) => files?.[0] as File),
  pictures: z.custom<FileList | undefined>().transform((files) => [...(files ?? [])]),
});

function ChooseFileStep({
  onPreviewed,
  onCancel,
}: {
  onPreviewed: (id: string) => void;
  onCancel: () => void;
}) {
  // Checked on submit; choosing another file takes the message away.
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(chooseFilesSchema),
    defaultValues: { file: undefined, pictures: undefined },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [preview, { isLoading }] = usePreviewProductImportMutation();

  const submit = handleSubmit(async ({ file, pictures }) => {
    try {
      const job = await preview({ file, pictures }).unwrap();
      onPreviewed(job.id);
    } catch (failure) {
      setError('file', { message: getServerMessage(failure) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{enImport.intro}</p>
      <p className={styles.muted}>{enImport.imageHelp}</p>
      <div className={styles.fields}>
        <TextField
          type="file"
          label={enImport.fileLabel}
          accept={CSV_TYPES}
          // Focus lands here when the dialog opens: the first thing to do.
          autoFocus
          {...register('file', { onChange: () => clearErrors('file') })}
          error={errors.file?.message}
        />
        <TextField
          type="file"
          label={enImport.picturesLabel}
          hint={enImport.picturesHint}
          accept={PICTURE_TYPES}
          multiple
          {...register('pictures')}
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {enImport.cancel}
        </button>
        <SubmitButton isBusy={isLoading}>{enImport.check}</SubmitButton>
      </div>
    </form>
  );
}

export function ProductImportDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [jobId, setJobId] = useState<string>();
  // A new key per opening of the file step, so a file chosen before is not shown as chosen.
  const [attempt, setAttempt] = useState(0);
  const close = () => dialogRef.current?.close();
  const chooseAnother = () => {
    setJobId(undefined);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => dialogRef.current?.showModal()}>
        <Upload size={18} aria-hidden="true" />
        {enImport.importButton}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {enImport.heading}
        </h2>
        {jobId ? (
          <ImportJobView id={jobId} onChooseAnother={chooseAnother} onClose={close} />
        ) : (
          <ChooseFileStep key={attempt} onPreviewed={setJobId} onCancel={close} />
        )}
      </dialog>
    </>
  );
}
