/**
 * A multipart/form-data body built by hand, so the byte offset of every file inside it is
 * known: XMLHttpRequest's `upload.onprogress` reports bytes of the whole body sent, and
 * each file's bar is its share of that range. The body is a Blob made of the header strings
 * and the `File`s themselves, so the browser streams the files from disk (nothing is read
 * into memory). The encoding follows the HTML standard's: UTF-8 names, with `"`, CR and LF
 * percent-escaped as browsers do.
 */

export type MultipartFile = { field: string; file: Blob; name: string; type?: string };

export type MultipartBody = {
  /** The parts to give to `new Blob(parts)`, in order. */
  parts: (string | Blob)[];
  contentType: string;
  /** Total length in bytes. */
  size: number;
  /** Where each file's bytes lie in the body: [start, end). */
  fileRanges: { start: number; end: number }[];
};

const CRLF = '\r\n';
const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** Quoted-string value of a Content-Disposition parameter, escaped as browsers escape it. */
export const escapeName = (value: string) =>
  value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function randomBoundary(random: () => string = () => crypto.randomUUID().replace(/-/g, '')) {
  return `----ShopFormBoundary${random()}`;
}

export function buildMultipart(
  fields: Record<string, string>,
  files: MultipartFile[],
  boundary: string = randomBoundary(),
): MultipartBody {
  const parts: (string | Blob)[] = [];
  const fileRanges: { start: number; end: number }[] = [];
  let offset = 0;
  const text = (value: string) => {
    parts.push(value);
    offset += byteLength(value);
  };

  for (const [name, value] of Object.entries(fields)) {
    // Line breaks in values are normalised to CRLF, as a browser's FormData does.
    const normalised = value.replace(/\r\n|\r|\n/g, CRLF);
    text(`--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeName(name)}"${CRLF}${CRLF}`);
    text(`${normalised}${CRLF}`);
  }
  for (const { field, file, name, type } of files) {
    text(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${escapeName(field)}"; filename="${escapeName(name)}"${CRLF}` +
        `Content-Type: ${type || 'application/octet-stream'}${CRLF}${CRLF}`,
    );
    fileRanges.push({ start: offset, end: offset + file.size });
    parts.push(file);
    offset += file.size;
    text(CRLF);
  }
  text(`--${boundary}--${CRLF}`);
  return { parts, contentType: `multipart/form-data; boundary=${boundary}`, size: offset, fileRanges };
}

/** Each file's progress (0…1) once `loaded` bytes of the body have been sent. */
export function fileProgress(loaded: number, ranges: { start: number; end: number }[]): number[] {
  return ranges.map(({ start, end }) => {
    if (end <= start) return loaded >= end ? 1 : 0;
    return Math.min(1, Math.max(0, (loaded - start) / (end - start)));
  });
}
