/**
 * Uploads pictures to POST /admin/media one request per file, so each has its own progress
 * (XMLHttpRequest's upload events; fetch has none). The endpoint answers 201 with the stored
 * picture, or a 4xx with one sentence.
 */
import type { UploadedMedia } from './media-choice';

export interface UploadHandlers {
  onProgress: (fraction: number) => void;
}

export function uploadFile(file: File, { onProgress }: UploadHandlers): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/admin/media');
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as { media?: UploadedMedia[]; error?: string } | null;
      const stored = answer?.media?.[0];
      if (request.status === 201 && stored) {
        onProgress(1);
        resolve(stored);
      } else {
        reject(new Error(answer?.error ?? `The upload was refused (${request.status}).`));
      }
    };
    request.onerror = () =>
      reject(new Error('The upload stopped: check the connection and try again.'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
