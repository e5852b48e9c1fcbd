/** A file part of a multipart request, read by the multipart plugin and stored by the media service. */
export type UploadedFile = { field: string; filename: string; declaredType: string; bytes: Buffer };
