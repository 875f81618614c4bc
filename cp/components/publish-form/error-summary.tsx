/** After a refused save: every error at the top of the form, each linking to (and focusing) its field. */
import { forwardRef } from 'react';
import { useT } from '../../i18n/i18n';
import type { FieldErrors } from '../../shared/schema';
import { fieldId } from './form-state';

export interface ErrorSummaryProps {
  errors: FieldErrors;
  /** The label of a path's field (the top-level field's display for nested paths). */
  labelOf(path: string): string;
  onJump(path: string): void;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, labelOf, onJump }, ref) {
  const t = useT();
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return (
    <div className="cp-error-summary" ref={ref} tabIndex={-1} aria-labelledby="cp-error-summary-title">
      <h2 id="cp-error-summary-title" className="cp-error-summary-title">
        {t('form.errorSummary', { count: paths.length })}
      </h2>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(e) => {
                e.preventDefault();
                onJump(path);
              }}
            >
              {labelOf(path)}: {errors[path]!.join(' ')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
