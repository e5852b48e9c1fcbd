import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../../shared/constants';
import { ACCEPTED_IMAGE_TYPES } from '../../../../shared/schemas/media';
import type { ImageRef } from '../../../../shared/schemas/news';
import { ApiError } from '../../../shared/api-client';
import { popupError, popupSuccess } from '../../popups';
import { uploadImage } from './upload-image';

type Uploading = { key: string; name: string; preview: string; progress: number };

const ACCEPT = Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, []]));

/**
 * The news form's image upload (docs/product.md, News form): drop or choose files; each is sent on its own so its progress
 * shows under its thumbnail; stored images show as thumbnails that can be moved (buttons, so the
 * keyboard can too) and removed. The first image is the article's cover.
 */
export function ImageUploader({
  id,
  images,
  onChange,
  onUploaded,
  invalid,
  describedBy,
}: {
  id: string;
  images: ImageRef[];
  onChange: (images: ImageRef[]) => void;
  /** Images stored while others may have been moved or removed: the form appends them to its current list. */
  onUploaded: (images: ImageRef[]) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const [uploading, setUploading] = useState<Uploading[]>([]);

  const upload = async (files: File[]) => {
    const started = files.map((file) => ({
      key: `${file.name}-${file.size}-${Math.random()}`,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    setUploading((current) => [...current, ...started]);
    const results = await Promise.allSettled(
      files.map((file, index) =>
        uploadImage(file, (progress) =>
          setUploading((current) =>
            current.map((item) => (item.key === started[index]?.key ? { ...item, progress } : item)),
          ),
        ),
      ),
    );
    for (const item of started) URL.revokeObjectURL(item.preview);
    setUploading((current) => current.filter((item) => !started.some((done) => done.key === item.key)));
    const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (stored.length > 0) onUploaded(stored);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      const reason = (failure as PromiseRejectedResult).reason;
      await popupError(reason instanceof ApiError ? reason.message : 'Could Not Add Image Details');
    } else if (stored.length > 0) {
      await popupSuccess('Image Details Added Successfully');
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    maxFiles: UPLOAD_MAX_FILES,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: (files) => void upload(files),
    onDropRejected: (rejections) =>
      void popupError(rejections[0]?.errors[0]?.message ?? 'These files cannot be uploaded'),
  });

  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    if (!image) return;
    next.splice(to, 0, image);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps({
          className: `flex flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-6 text-center ${
            isDragActive ? 'border-brand bg-red-50' : invalid ? 'border-brand' : 'border-neutral-400'
          }`,
        })}
      >
        <input {...getInputProps({ id, 'aria-describedby': describedBy })} />
        <ImagePlus aria-hidden="true" className="size-8 text-muted" />
        <p className="text-[15px]">Drag and drop images here, or</p>
        <button
          type="button"
          onClick={open}
          aria-describedby={describedBy}
          className="rounded-md border border-neutral-400 bg-white px-3 py-1.5 text-[15px] font-semibold hover:bg-neutral-100"
        >
          Choose images
        </button>
        <p className="text-[13px] text-muted">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each</p>
      </div>
      {(images.length > 0 || uploading.length > 0) && (
        <ul aria-label="Article images" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.public_id} className="overflow-hidden rounded-md border border-hairline bg-white">
              <div className="relative">
                <img
                  src={image.url}
                  alt={index === 0 ? 'Cover, position 1' : `Position ${index + 1}`}
                  width={image.width ?? 320}
                  height={image.height ?? 180}
                  className="aspect-video w-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-brand px-1.5 text-[12px] font-semibold text-white">
                    Cover
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1 p-1">
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  className="rounded p-1.5 hover:bg-neutral-100 disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Move image ${index + 1} later`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                  className="rounded p-1.5 hover:bg-neutral-100 disabled:opacity-30"
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => onChange(images.filter((_, other) => other !== index))}
                  className="rounded p-1.5 text-brand hover:bg-red-50"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
          {uploading.map((item) => (
            <li key={item.key} className="overflow-hidden rounded-md border border-hairline bg-white">
              <img src={item.preview} alt="" className="aspect-video w-full object-cover opacity-60" />
              <div className="p-2">
                <p className="truncate text-[13px]">{item.name}</p>
                <progress
                  className="h-2 w-full accent-brand"
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={`Uploading ${item.name}`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
