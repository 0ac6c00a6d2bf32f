import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../lib/download';

/** GET /api/uploads/{id} answers the owner's own files: the delivery note is saved under its own name. */
export function useDownloadDeliveryNote() {
  return useMutation({
    mutationFn: async (note: { id: number; name: string }) => {
      const blob = await fetchBlob(`/uploads/${note.id}`, { accept: 'application/pdf' });
      saveBlob(blob, note.name);
      return note.id;
    },
  });
}
