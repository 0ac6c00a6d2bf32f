import { artworkExtension, DEFAULT_MAX_UPLOAD_MB, isArtworkFileName } from '@shop/shared';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { type Preflight, preflightFile } from '../../lib/preflight';

/** A file the customer chose, with its browser preflight once it has been read. */
export type ChosenArtwork = { key: string; file: File; extension: string; preflight: Preflight | null };

/** Why a chosen file was turned away; each page words it in its own namespace. */
export type FileProblem =
  | { reason: 'badType' | 'empty' | 'tooLarge'; name: string }
  | { reason: 'tooMany'; max: number };

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/**
 * Adding files to an artwork list (the product configurator and a service order's design
 * files): type, emptiness, size and count are checked before anything is sent, problems are
 * kept to show, and each accepted file is preflighted in the background.
 */
export function useArtworkChoice({
  files,
  setFiles,
  max,
  describe,
}: {
  files: ChosenArtwork[];
  setFiles: Dispatch<SetStateAction<ChosenArtwork[]>>;
  max: number;
  describe: (problem: FileProblem) => string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  function add(list: FileList | null) {
    if (!list) return;
    const problems: string[] = [];
    const accepted: ChosenArtwork[] = [];
    for (const file of Array.from(list)) {
      if (!isArtworkFileName(file.name)) problems.push(describe({ reason: 'badType', name: file.name }));
      else if (file.size === 0) problems.push(describe({ reason: 'empty', name: file.name }));
      else if (file.size > MAX_BYTES) problems.push(describe({ reason: 'tooLarge', name: file.name }));
      else if (files.length + accepted.length >= max) {
        problems.push(describe({ reason: 'tooMany', max }));
        break;
      } else {
        accepted.push({
          key: `${file.name}-${file.size}-${file.lastModified}-${crypto.randomUUID()}`,
          file,
          extension: artworkExtension(file.name),
          preflight: null,
        });
      }
    }
    setErrors(problems);
    setFiles((current) => [...current, ...accepted]);
    for (const artwork of accepted) {
      void preflightFile(artwork.file, artwork.extension).then((preflight) =>
        setFiles((current) => current.map((a) => (a.key === artwork.key ? { ...a, preflight } : a))),
      );
    }
    // Cleared so that choosing the same file again still fires a change.
    if (inputRef.current) inputRef.current.value = '';
  }

  return { add, errors, inputRef };
}
