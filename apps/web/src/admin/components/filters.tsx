import { useId } from 'react';
import { inputClass } from './form';

/** A labelled search box for server-side list filters. */
export function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <search className="mb-4 block max-w-md">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </search>
  );
}
