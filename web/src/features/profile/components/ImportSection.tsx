import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '@/api/recommendations/apiErrorMessage';
import { useImportMutation, type ImportSummary } from '../api/useImportMutation';
import { IMPORT_FORMATS, IMPORT_TEXT, summaryLines } from '../importText';

/** The file input's value: a FileList holding the chosen file. */
function hasFile(value: unknown): value is ArrayLike<File> {
  if (typeof value !== 'object' || value === null || !('length' in value)) return false;
  const files = value as ArrayLike<unknown>;
  return files.length > 0 && files[0] instanceof Blob;
}

const importSchema = z.object({
  format: z.enum(['auto', 'imdb', 'letterboxd', 'trakt']),
  files: z.custom<ArrayLike<File>>(hasFile, { message: IMPORT_TEXT.noFile }),
});

type ImportValues = z.infer<typeof importSchema>;

function Summary({ summary }: { summary: ImportSummary }) {
  return (
    <div className="import-summary" role="status" data-testid="import-summary">
      {summaryLines(summary).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {summary.unmatched.length > 0 ? (
        <details>
          <summary>{IMPORT_TEXT.notFoundHeading}</summary>
          <ul>
            {summary.unmatched.map((u) => (
              <li key={`${u.title} ${u.year ?? ''}`}>{u.year ? `${u.title} (${u.year})` : u.title}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * Import from IMDb, Letterboxd or Trakt (beyond the spec): the file goes up as it is, the server
 * resolves it and answers with a summary; the lists above refresh on success.
 */
export function ImportSection({ userId }: { userId: string }) {
  const headingId = useId();
  const importMutation = useImportMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ImportValues>({ resolver: zodResolver(importSchema), defaultValues: { format: 'auto' } });

  const onSubmit = async (values: ImportValues) => {
    const file = values.files[0];
    if (!file) return;
    try {
      await importMutation.mutateAsync({ userId, file, format: values.format });
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{IMPORT_TEXT.heading}</h2>
      <p className="muted">{IMPORT_TEXT.intro}</p>
      <form className="import-form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <label>
          {IMPORT_TEXT.formatLabel}
          <select {...register('format')}>
            {IMPORT_FORMATS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {IMPORT_TEXT.fileLabel}
          <input type="file" accept=".csv,.zip,.json,text/csv,application/zip,application/json" {...register('files')} />
        </label>
        {errors.files?.message ? (
          <p className="form-error" role="alert">
            {errors.files.message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? IMPORT_TEXT.busy : IMPORT_TEXT.submit}
        </button>
      </form>
      {importMutation.isError ? (
        <p className="form-error" role="alert">
          {apiErrorMessage(importMutation.error, IMPORT_TEXT.failed)}
        </p>
      ) : null}
      {importMutation.data && !importMutation.isError ? <Summary summary={importMutation.data} /> : null}
    </section>
  );
}
