import { ARTWORK_ACCEPT } from '@shop/shared';
import { type RefObject, useId } from 'react';

/**
 * The top of an artwork list: the "choose files" button (a styled label around a hidden
 * input), the help line, the names remembered from before a login detour, and the problems
 * of the last choice. All texts come translated from the page.
 */
export function ArtworkFileInput({
  inputRef,
  onFiles,
  disabled,
  chooseLabel,
  help,
  remembered,
  rememberedTitle,
  errors,
  inputTestId,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null) => void;
  disabled: boolean;
  chooseLabel: string;
  help: string;
  /** Names to choose again (browsers cannot keep the files themselves). */
  remembered: string[];
  rememberedTitle: string;
  errors: string[];
  inputTestId: string;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-accent-500 hover:bg-brand-50"
      >
        {chooseLabel}
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={ARTWORK_ACCEPT}
          className="sr-only"
          onChange={(event) => onFiles(event.target.files)}
          disabled={disabled}
          aria-describedby={`${id}-help`}
          data-testid={inputTestId}
        />
      </label>
      <p id={`${id}-help`} className="mt-2 text-sm text-slate-600">
        {help}
      </p>
      {remembered.length > 0 ? (
        <div
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="remembered-files"
        >
          <p className="font-semibold">{rememberedTitle}</p>
          <ul className="mt-1 list-disc ps-5">
            {remembered.map((name) => (
              <li key={name} dir="auto">
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite">
        {errors.length > 0 ? (
          <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
