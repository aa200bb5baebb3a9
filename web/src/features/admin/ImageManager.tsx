import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../ui';
import { useAdminAuth } from './admin-auth';
import { move } from './product-form';
import styles from './admin-form.module.css';

const UPLOAD_PATH = '/admin/media';

/** Uploads, orders and removes a product's images; the first is the thumbnail. */
export function ImageManager({
  urls,
  onChange,
  error,
}: {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  error: string | null;
}) {
  const auth = useAdminAuth();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(null);
    setUploading(files.length);
    const added: string[] = [];
    try {
      const token = await auth.idToken();
      for (const file of files) {
        const response = await fetch(UPLOAD_PATH, {
          method: 'POST',
          headers: { 'content-type': file.type || 'application/octet-stream', authorization: `Bearer ${token ?? ''}` },
          body: file,
        });
        const answer = (await response.json().catch(() => null)) as {
          url?: string;
          error?: { message?: string };
        } | null;
        if (!response.ok || !answer?.url) {
          setProblem(`${file.name}: ${answer?.error?.message ?? 'the upload failed. Please try again.'}`);
          break;
        }
        added.push(answer.url);
        setUploading((count) => count - 1);
      }
    } catch {
      setProblem('The upload failed: the shop could not be reached.');
    } finally {
      if (added.length > 0) onChange([...urls, ...added]);
      setUploading(0);
    }
  }

  return (
    <div className={styles.images}>
      {urls.length > 0 && (
        <ol className={styles.imageList}>
          {urls.map((url, index) => (
            <li key={url} className={styles.imageItem}>
              <img src={url} alt={index === 0 ? 'Thumbnail' : `Number ${index + 1}`} width={120} height={120} />
              {index === 0 && <span className={styles.thumbnailTag}>Thumbnail</span>}
              <div className={styles.imageActions}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Move image ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => onChange(move(urls, index, -1))}
                >
                  ←
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Move image ${index + 1} later`}
                  disabled={index === urls.length - 1}
                  onClick={() => onChange(move(urls, index, 1))}
                >
                  →
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(urls.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.uploadRow}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          id="admin-image-upload"
          onChange={(event) => void upload(event)}
        />
        <Button variant="secondary" loading={uploading > 0} onClick={() => input.current?.click()}>
          {uploading > 0 ? `Uploading ${uploading}…` : 'Upload images'}
        </Button>
        <span className={styles.hint}>
          JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. The first image is the thumbnail.
        </span>
      </div>
      {(problem ?? error) && (
        <p className={styles.fieldError} role="alert">
          {problem ?? error}
        </p>
      )}
    </div>
  );
}
