import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_PLACEHOLDER } from '../api/types';

/**
 * The profile picture with a "Change picture" button. The file is checked here for type and
 * size (the server checks the content again) and previewed before saving.
 */
export function AvatarPicker({
  current,
  name,
  file,
  onChange,
}: {
  current: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('accounts');
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={preview ?? current ?? AVATAR_PLACEHOLDER}
        alt={t('profile.pictureAlt', { name })}
        width="96"
        height="96"
        className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover"
      />
      <div>
        <label
          htmlFor={inputId}
          className="inline-block cursor-pointer rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-within:outline focus-within:outline-3 focus-within:outline-accent-500"
        >
          {t('profile.changePicture')}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              if (!chosen.type.startsWith('image/')) return setProblem(t('profile.pictureType'));
              if (chosen.size > AVATAR_MAX_BYTES) return setProblem(t('profile.pictureSize', { mb: 5 }));
              setProblem(null);
              onChange(chosen);
            }}
          />
        </label>
        {file && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="ms-2 rounded-md px-3 py-2 font-semibold text-slate-600 hover:bg-slate-100"
          >
            {t('profile.undoPicture')}
          </button>
        )}
        <p className="mt-1 text-sm text-slate-500">{t('profile.pictureHint', { mb: 5 })}</p>
        {problem && (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
